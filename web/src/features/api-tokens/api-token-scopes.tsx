import { API_AREA_ACCESS_LABELS, API_AREA_LABELS, API_AREAS } from '@portal/schema/rules/api-tokens';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { graphql } from '../../gql/index.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { SelectField } from '../../ui/text-field.tsx';
import styles from './api-tokens.module.css';

const ApiTokenFilesQuery = graphql(`
  query ApiTokenFiles {
    viewer {
      id
      dossiers {
        id
        codeDossier
        raisonSociale
      }
    }
  }
`);

interface Props<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  error: string | undefined;
}

/** What a new token may do in each area of the portal: no access, read, or read and write. */
export function ApiTokenAreas<Values extends FieldValues>({ register, error }: Props<Values>) {
  const errorId = useId();
  return (
    <fieldset className={styles.areas} aria-describedby={error ? errorId : undefined}>
      <legend>Domaines auxquels le jeton a accès</legend>
      {API_AREAS.map((area) => (
        <SelectField key={area} label={API_AREA_LABELS[area]} {...register(`areas.${area}` as Path<Values>)}>
          {Object.entries(API_AREA_ACCESS_LABELS).map(([access, label]) => (
            <option key={access} value={access}>
              {label}
            </option>
          ))}
        </SelectField>
      ))}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The person's files, to tick those a new token is limited to; asked only once the person chooses to limit it, so
 * that the page itself waits on no list of files.
 */
export function ApiTokenFiles<Values extends FieldValues>({ register, error }: Props<Values>) {
  const { data, loading } = useQuery(ApiTokenFilesQuery);
  const dossiers = data?.viewer?.dossiers ?? [];
  return (
    <fieldset className={styles.files}>
      <legend>Dossiers auxquels le jeton a accès</legend>
      {loading ? <p>Chargement de vos dossiers…</p> : null}
      {dossiers.map((dossier) => (
        <CheckboxField
          key={dossier.id}
          value={dossier.codeDossier}
          label={`${dossier.raisonSociale} (${dossier.codeDossier})`}
          {...register('files' as Path<Values>)}
        />
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
