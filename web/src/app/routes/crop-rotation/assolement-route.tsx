import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AssolementYear } from '../../../features/crop-rotation/assolement-year.tsx';
import { TelepacImport } from '../../../features/crop-rotation/telepac-import.tsx';
import { YearSelector } from '../../../features/crop-rotation/year-selector.tsx';
import { graphql } from '../../../gql/index.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { millesimeOf } from '../../../features/crop-rotation/millesime-param.ts';

const AssolementQuery = graphql(`
  query Assolement($codeDossier: String, $millesime: Int!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        assolementYears
        assolement(millesime: $millesime) {
          id
          ...AssolementYear_assolement
        }
      }
    }
  }
`);

export function loader({ context, request }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, AssolementQuery, {
    millesime: millesimeOf(new URL(request.url).searchParams),
  });
}

export const Component = loadingScreen(Assolement, 'Assolement');

/** Spec 001 §2 (assolement): the year selector, then the year's crop lines and its actions. */
function Assolement() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const navigate = useNavigate();
  const millesime = millesimeOf(useSearchParams()[0]);
  useLoadErrorsFlash(error, { assolement: LOAD_ERRORS.assolement });
  const dossier = data?.viewer?.selectedDossier;
  return (
    <Stack>
      <YearSelector
        years={dossier?.assolementYears ?? []}
        value={millesime}
        onChange={(year) => void navigate(paths.assolement.href(year))}
      />
      <Link to={paths.yieldMap.href({ millesime })}>Voir la carte des rendements</Link>
      {/* The rotation check fails alone, inside the year it is computed for. */}
      {dossier?.assolement && !(failedAt(error, 'assolement') && !failedAt(error, 'rotation')) ? (
        <AssolementYear
          assolement={dossier.assolement}
          addHref={paths.assolementEdition.href(millesime)}
          editHref={(id) => paths.assolementEdition.href(millesime, id)}
        >
          <TelepacImport assolementId={dossier.assolement.id} />
        </AssolementYear>
      ) : (
        <EmptyState>{LOAD_ERRORS.assolement}</EmptyState>
      )}
    </Stack>
  );
}
