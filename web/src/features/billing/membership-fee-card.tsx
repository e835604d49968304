import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatEuro } from '../../lib/format.ts';
import { Card, CardNote } from '../../ui/card.tsx';
import { DetailList } from '../../ui/detail-list.tsx';

export const MembershipFeeCard_fee = graphql(`
  fragment MembershipFeeCard_fee on MembershipFee {
    millesime
    cotisation
    compta
    conseil
    juridique
  }
`);

/** Spec 001 §2: the year's membership fee figures in euros, and the outstanding receivable. */
export function MembershipFeeCard(props: {
  fee: FragmentType<typeof MembershipFeeCard_fee> | null | undefined;
  creanceEnCours: number | null | undefined;
}) {
  const fee = getFragmentData(MembershipFeeCard_fee, props.fee);
  return (
    <Card title={fee ? `Cotisation ${fee.millesime}` : 'Cotisation'}>
      {fee ? null : <CardNote>Aucune cotisation pour cette année.</CardNote>}
      <DetailList
        details={[
          ...(fee
            ? [
                { term: 'Cotisation', value: formatEuro(fee.cotisation) },
                { term: 'Comptabilité', value: formatEuro(fee.compta) },
                { term: 'Conseil', value: formatEuro(fee.conseil) },
                { term: 'Juridique', value: formatEuro(fee.juridique) },
              ]
            : []),
          { term: 'Créance en cours', value: formatEuro(props.creanceEnCours) },
        ]}
      />
    </Card>
  );
}
