import { INVOICE_KIND_LABELS, INVOICE_KINDS, type InvoiceKind } from '@portal/schema/rules/documents';
import styles from './documents.module.css';

/** Spec 001 §2, factures templates: every invoice, or purchases, sales or fixed assets only. */
export function InvoiceFilter(props: { value: InvoiceKind; onChange: (kind: InvoiceKind) => void }) {
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">Type de facture</legend>
      {INVOICE_KINDS.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name="type-facture"
            value={kind}
            checked={props.value === kind}
            onChange={() => props.onChange(kind)}
          />
          {INVOICE_KIND_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}
