import { PERIOD_LENGTHS, type PeriodChoice, type PeriodLength } from '@portal/schema/rules/figures';
import { useId } from 'react';
import { MONTH_NAMES } from './month-names.ts';
import styles from './figures.module.css';

const CHOICES = [
  { value: 'anneeCivile', label: 'Année civile' },
  { value: 'anneeExercice', label: "Année d'exercice" },
  { value: 'choixPeriode', label: 'Période personnalisée' },
] as const;

/** Spec 001 §3 Period choice: a calendar year, the financial year, or a start month and a length. */
export function PeriodChooser({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.chooser}>
      <legend>Période</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={`${id}-choix`}
            checked={value.choix === choice.value}
            onChange={() => onChange({ ...value, choix: choice.value })}
          />{' '}
          {choice.label}
        </label>
      ))}
      {value.choix === 'choixPeriode' ? (
        <>
          <label>
            Mois de début{' '}
            <select value={value.mois} onChange={(e) => onChange({ ...value, mois: Number(e.target.value) })}>
              {MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Durée{' '}
            <select
              value={value.periode}
              onChange={(e) => onChange({ ...value, periode: Number(e.target.value) as PeriodLength })}
            >
              {PERIOD_LENGTHS.map((length) => (
                <option key={length} value={length}>
                  {length} mois
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
