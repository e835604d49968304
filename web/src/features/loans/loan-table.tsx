import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatEuro, formatNumber, formatYears } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useDeleteLoanMutation } from './use-loan-mutations.ts';
import styles from './loans.module.css';

export const LoanTable_loan = graphql(`
  fragment LoanTable_loan on Loan {
    id
    legacyId
    libelle
    valeurEntree
    taux
    periodicite
    modeRemboursement
    dureeAnnee
    echeance
    interetRetour
  }
`);

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

/** Spec 001 §2 (simulateur-emprunt): the loans and their totals, each to edit or delete. */
export function LoanTable(props: { loans: readonly FragmentType<typeof LoanTable_loan>[] }) {
  const loans = getFragmentData(LoanTable_loan, props.loans);
  const [remove, { loading }] = useDeleteLoanMutation();
  const [deleting, setDeleting] = useState<(typeof loans)[number] | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (!deleting) return;
    const errors = await remove({ id: deleting.id });
    setDeleting(null);
    setError(errors[0]?.message ?? null);
  }
  if (loans.length === 0) return <EmptyState>Aucun emprunt pour l&apos;instant</EmptyState>;
  return (
    <>
      {error ? <FormError>{error}</FormError> : null}
      <div className={styles.scroll}>
        <table className={styles.table} aria-label="Emprunts">
          <thead>
            <tr>
              <th scope="col">Libellé</th>
              <th scope="col" className={styles.number}>
                Montant
              </th>
              <th scope="col" className={styles.number}>
                Taux
              </th>
              <th scope="col">Durée</th>
              <th scope="col" className={styles.number}>
                Échéance
              </th>
              <th scope="col" className={styles.number}>
                Intérêts
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {loans.map((l) => (
              <tr key={l.id}>
                <th scope="row">{l.libelle}</th>
                <td className={styles.number}>{formatEuro(l.valeurEntree)}</td>
                <td className={styles.number}>{formatNumber(l.taux, 3, '%')}</td>
                <td>
                  {formatYears(l.dureeAnnee)}, {l.periodicite.toLowerCase()},{' '}
                  {l.modeRemboursement === 'ANC' ? 'annuité constante' : 'amortissement constant'}
                </td>
                <td className={styles.number}>{formatEuro(l.echeance)}</td>
                <td className={styles.number}>{formatEuro(l.interetRetour)}</td>
                <td>
                  <Link to={paths.loanEdition.href(l.legacyId)} aria-label={`Modifier ${l.libelle}`}>
                    Modifier
                  </Link>{' '}
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(l)}
                    aria-label={`Supprimer ${l.libelle}`}
                  >
                    Supprimer
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className={styles.number} data-total="montant">
                {formatEuro(sum(loans.map((l) => l.valeurEntree)))}
              </td>
              <td />
              <td />
              <td className={styles.number}>{formatEuro(sum(loans.map((l) => l.echeance)))}</td>
              <td className={styles.number} data-total="interets">
                {formatEuro(sum(loans.map((l) => l.interetRetour)))}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer l'emprunt"
        question={`Voulez-vous vraiment supprimer l'emprunt ${deleting?.libelle ?? ''} ?`}
        yes="Oui, supprimer"
        busy={loading}
        onYes={() => void confirm()}
        onNo={() => setDeleting(null)}
      />
    </>
  );
}
