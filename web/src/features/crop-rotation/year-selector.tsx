import { SelectField } from '../../ui/text-field.tsx';
import styles from './crop-rotation.module.css';

/** Spec 001 §2 and §9: the year (millesime) shown, among the current year −3 to +1. */
export function YearSelector(props: {
  years: readonly number[];
  value: number;
  onChange: (millesime: number) => void;
}) {
  return (
    <div className={styles.year}>
      <SelectField
        label="Année"
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
