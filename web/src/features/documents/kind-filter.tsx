import { startTransition, useOptimistic } from 'react';
import styles from './documents.module.css';

/**
 * Spec 001 §2: the radio filter of a list (the invoices' kinds, the waiting documents' kinds). The list follows
 * the address, which changes once its screen's data is read: the choice shows at once meanwhile.
 */
export function KindFilter<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (kind: T) => Promise<void> | void;
}) {
  const [shown, show] = useOptimistic(props.value);
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{props.legend}</legend>
      {props.options.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name={props.name}
            value={kind}
            checked={shown === kind}
            onChange={() =>
              startTransition(async () => {
                show(kind);
                await props.onChange(kind);
              })
            }
          />
          {props.labels[kind]}
        </label>
      ))}
    </fieldset>
  );
}
