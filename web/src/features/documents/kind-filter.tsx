import styles from './documents.module.css';

/** Spec 001 §2: the radio filter of a list (the invoices' kinds, the waiting documents' kinds). */
export function KindFilter<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (kind: T) => void;
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{props.legend}</legend>
      {props.options.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name={props.name}
            value={kind}
            checked={props.value === kind}
            onChange={() => props.onChange(kind)}
          />
          {props.labels[kind]}
        </label>
      ))}
    </fieldset>
  );
}
