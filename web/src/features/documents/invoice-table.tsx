import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { DocumentLinks } from './document-list.tsx';
import styles from './documents.module.css';

export const InvoiceTable_document = graphql(`
  fragment InvoiceTable_document on StoreDocument {
    id
    name
    nomFournisseur
    dateFacture
    numeroFacture
    totalTTC
    downloadUrl
    previewUrl
  }
`);

const COLUMNS = ['Nom', 'Tiers', 'Date', 'N° de pièce', 'Total TTC'] as const;

/** Spec 001 §2, factures templates: name, third party, date, number and total incl. tax, in euros. */
export function InvoiceTable(props: { documents: readonly FragmentType<typeof InvoiceTable_document>[] }) {
  const invoices = props.documents.map((d) => getFragmentData(InvoiceTable_document, d));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'Total TTC' ? styles.amount : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td data-label="Nom">
                <span className={styles.name}>{invoice.name}</span>
                <DocumentLinks doc={invoice} />
              </td>
              <td data-label="Tiers">{invoice.nomFournisseur ?? '-'}</td>
              <td data-label="Date">{invoice.dateFacture ? formatDate(invoice.dateFacture) : '-'}</td>
              <td data-label="N° de pièce">{invoice.numeroFacture ?? '-'}</td>
              <td data-label="Total TTC" className={styles.amount}>
                {formatEuro(invoice.totalTTC)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
