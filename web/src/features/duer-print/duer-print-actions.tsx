import { ANNEXES_TILE_ID, PAGES_TILE_ID } from '@portal/schema/rules/duer';
import { PRINT_FAILED, printFileName, printUrl, SEE_DEFINITIVE } from '@portal/schema/rules/duer-risk-list';
import { useId, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { downloadWithProgress } from './download-with-progress.ts';

export const DuerPrintActions_duer = graphql(`
  fragment DuerPrintActions_duer on Duer {
    id
    annee
    estFini
    droitModifs
    planActionUrl
    impressionUrl
    duerDefinitifUrl
    categories {
      id
      legacyId
      nom
    }
  }
`);

const PrintDefinitiveDocument = graphql(`
  mutation ImprimerDuerDefinitif($duerId: ID!) {
    imprimerDuerDefinitif(duerId: $duerId) {
      duer {
        id
        estFini
        droitModifs
        duerDefinitifUrl
      }
      errors {
        field
        message
      }
    }
  }
`);

const WHOLE = 'tout';

/**
 * The DUER home's prints and files (spec 002 §7 Printing, §4 DUER finished): a temporary print of the whole DUER
 * or of a work unit, the pages or the annexes, streamed with its progress; the definitive print, which finishes
 * the DUER and offers it; and the action plan (XLSX) for the farm's yearly follow-up.
 */
export function DuerPrintActions(props: { duer: FragmentType<typeof DuerPrintActions_duer> }) {
  const duer = getFragmentData(DuerPrintActions_duer, props.duer);
  const choiceId = useId();
  const [choice, setChoice] = useState(WHOLE);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [printDefinitive, { loading: finishing }] = useUserErrorMutation(PrintDefinitiveDocument, {
    errorsOf: (data) => data.imprimerDuerDefinitif.errors,
    fallback: PRINT_FAILED,
  });
  const printing = progress !== undefined;

  const print = async () => {
    setFailure(undefined);
    setProgress(null);
    try {
      await downloadWithProgress(
        printUrl(duer.impressionUrl, choice === WHOLE ? null : [choice]),
        printFileName(duer.annee, false),
        setProgress,
      );
    } catch {
      setFailure(PRINT_FAILED);
    } finally {
      setProgress(undefined);
    }
  };
  const finish = async () => {
    setFailure(undefined);
    const [error] = await printDefinitive({ duerId: duer.id });
    setFailure(error?.message);
  };

  return (
    <section aria-label="Impression">
      <Actions>
        <label htmlFor={choiceId}>Imprimer</label>
        <select id={choiceId} value={choice} onInput={(e) => setChoice(e.currentTarget.value)}>
          <option value={WHOLE}>Le DUER complet</option>
          {(duer.categories ?? []).map((c) => (
            <option key={c.id} value={c.legacyId}>
              {c.nom}
            </option>
          ))}
          <option value={String(PAGES_TILE_ID)}>Pages</option>
          <option value={String(ANNEXES_TILE_ID)}>Annexes</option>
        </select>
        <Button onClick={() => void print()} disabled={printing}>
          Imprimer
        </Button>
        {duer.droitModifs && !duer.estFini ? (
          <Button variant="secondary" onClick={() => void finish()} disabled={finishing || printing}>
            Impression définitive
          </Button>
        ) : null}
      </Actions>
      {printing ? (
        <p>
          <progress aria-label="Génération du document" max={1} value={progress ?? undefined} /> Génération du
          document, cela peut prendre jusqu’à une minute…
        </p>
      ) : null}
      <FormAlert message={failure} />
      <Actions>
        {duer.duerDefinitifUrl ? (
          <a href={duer.duerDefinitifUrl} target="_blank" rel="noreferrer">
            {SEE_DEFINITIVE}
          </a>
        ) : null}
        <a href={duer.planActionUrl} download>
          Exporter le plan d’action (XLSX)
        </a>
      </Actions>
    </section>
  );
}
