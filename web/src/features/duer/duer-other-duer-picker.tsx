import {
  ALL_YEARS,
  filteredOthers,
  otherLabel,
  otherYears,
  type OtherDuerElement,
} from '@portal/schema/rules/duer-additions';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../ui/text-field.tsx';
import styles from './duer.module.css';

/**
 * Spec 002 §2: advisers' copy list of other DUERs' modules or operations: a text filter, a year filter ('Toutes'),
 * and a 200 px scrolling list of radio buttons "dossier code - year | name". The choice is the form's `field`.
 */
export function DuerOtherDuerPicker(props: {
  legend: string;
  items: readonly OtherDuerElement[];
  field: UseFormRegisterReturn;
}) {
  const [text, setText] = useState('');
  const [year, setYear] = useState(ALL_YEARS);
  const shown = filteredOthers(props.items, text, year);
  return (
    <>
      <TextField
        label="Filtrer"
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <SelectField
        label="Année du DUER"
        value={year}
        onChange={(event) => setYear(event.currentTarget.value)}
      >
        <option value={ALL_YEARS}>{ALL_YEARS}</option>
        {otherYears(props.items).map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.otherList}>
        <legend>{props.legend}</legend>
        {shown.map((e) => (
          <label key={e.id} className={styles.choice}>
            <input type="radio" value={e.id} {...props.field} />
            {otherLabel(e)}
          </label>
        ))}
        {shown.length === 0 ? <p>Aucun élément ne correspond au filtre.</p> : null}
      </fieldset>
    </>
  );
}
