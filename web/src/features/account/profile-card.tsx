import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { Card } from '../../ui/card.tsx';
import { DetailList } from '../../ui/detail-list.tsx';

export const ProfileCard_user = graphql(`
  fragment ProfileCard_user on User {
    id
    nom
    prenom
    mail
    tel
    port
    adresse
  }
`);

/** Mes informations (spec 000 §2.3): the person's profile, read-only. */
export function ProfileCard(props: { user: FragmentType<typeof ProfileCard_user> }) {
  const user = getFragmentData(ProfileCard_user, props.user);
  return (
    <Card title="Mon profil">
      <DetailList
        details={[
          { term: 'Nom', value: user.nom },
          { term: 'Prénom', value: user.prenom },
          { term: 'Adresse mail', value: user.mail },
          { term: 'Téléphone', value: user.tel },
          { term: 'Portable', value: user.port },
          { term: 'Adresse', value: user.adresse },
        ]}
      />
    </Card>
  );
}
