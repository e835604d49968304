import { NO_INVOICES } from '@portal/schema/rules/billing';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { Card, CardNote } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './billing.module.css';

export const InvoiceList_invoice = graphql(`
  fragment InvoiceList_invoice on Invoice {
    id
    libelle
    dateFacture
    etat
    progress
    montant
    numeroFacture
    lienConsultationGed
  }
`);

/** Spec 001 §4: a check for an invoice done, a timer for one pending, nothing for a state the spec does not name. */
function StateIcon({ progress }: { progress: 'Fait' | 'EnAttente' | null }) {
  if (progress === null) return <span className={styles.state} />;
  const done = progress === 'Fait';
  return (
    <span className={`${styles.state} ${done ? styles.done : styles.pending}`}>
      <Icon name={done ? 'check' : 'clock'} size={20} />
    </span>
  );
}

/** The file's invoices, latest first, each with its state and a link to consult it in the document store. */
export function InvoiceList(props: { invoices: readonly FragmentType<typeof InvoiceList_invoice>[] }) {
  const invoices = getFragmentData(InvoiceList_invoice, props.invoices);
  return (
    <Card title="Mes factures">
      {invoices.length === 0 ? (
        <CardNote>{NO_INVOICES}</CardNote>
      ) : (
        <ul className={styles.invoices}>
          {invoices.map((invoice) => (
            <li key={invoice.id} className={styles.invoice}>
              <StateIcon progress={invoice.progress ?? null} />
              <div>
                <div className={styles.title}>{invoice.libelle}</div>
                <div className={styles.meta}>
                  {[
                    invoice.numeroFacture,
                    invoice.dateFacture ? formatDate(invoice.dateFacture) : null,
                    invoice.etat,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              <div className={styles.amount}>{formatEuro(invoice.montant)}</div>
              {invoice.lienConsultationGed ? (
                <a
                  className={styles.consult}
                  href={invoice.lienConsultationGed}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Consulter la facture ${invoice.numeroFacture ?? invoice.libelle}`}
                >
                  Consulter
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
