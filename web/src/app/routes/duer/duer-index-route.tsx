import { useReadQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { DuerFavoriteStar } from './duer-favorite-star.tsx';
import { DuerCreationForm } from '../../../features/duer/duer-creation-form.tsx';
import { DuerYearTiles } from '../../../features/duer/duer-year-tiles.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const DuerIndexQuery = graphql(`
  query DuerIndex($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        duers {
          id
          ...DuerYearTiles_duer
        }
        duerCreation {
          allowed
        }
        tools {
          ...DuerFavoriteStar_tool
        }
        ...DuerCreationForm_dossier
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DuerIndexQuery, {});
}

export const Component = loadingScreen(DuerIndex, 'Document unique');

/** Spec 002 §2 (duer-index): the file's DUER years as tiles, and the creation form behind the '+' tile. */
function DuerIndex() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useLoadErrorsFlash(error, { duers: LOAD_ERRORS.duer });
  const dossier = data?.viewer?.selectedDossier;
  const onCreated = useCallback(
    (legacyId: string) => void navigate(paths.duerHome.href(legacyId)),
    [navigate],
  );
  if (!dossier?.duers) return <EmptyState>{LOAD_ERRORS.duer}</EmptyState>;
  return (
    <Stack>
      <DuerFavoriteStar tools={dossier.tools ?? []} />
      {dossier.duers.length === 0 && !dossier.duerCreation.allowed ? (
        <EmptyState>Aucun DUER n'a encore été créé pour ce dossier.</EmptyState>
      ) : null}
      <DuerYearTiles
        duers={dossier.duers}
        onCreate={dossier.duerCreation.allowed ? () => setCreating(true) : null}
      />
      <Dialog open={creating} title="Créer un DUER" onClose={() => setCreating(false)}>
        <DuerCreationForm dossier={dossier} onCreated={onCreated} onCancel={() => setCreating(false)} />
      </Dialog>
    </Stack>
  );
}
