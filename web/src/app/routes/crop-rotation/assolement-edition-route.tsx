import { DEFINITIVE_YEAR, DOSSIER_LOAD_FAILED, LINE_ID_MISSING } from '@portal/schema/rules/crop-rotation';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { CropForm } from '../../../features/crop-rotation/crop-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { millesimeOf } from '../../../features/crop-rotation/millesime-param.ts';

const AssolementEditionQuery = graphql(`
  query AssolementEdition($codeDossier: String, $millesime: Int!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        cultures {
          id
          ...CropForm_culture
        }
        assolement(millesime: $millesime) {
          id
          editable
          cultures {
            id
            culture {
              id
              idtCultureTypeTRAME
            }
            ...CropForm_line
          }
        }
      }
    }
  }
`);

export function loader({ context, request }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, AssolementEditionQuery, {
    millesime: millesimeOf(new URL(request.url).searchParams),
  });
}

export const Component = loadingScreen(AssolementEdition);

/** Spec 001 §2 (assolementedition): the crop form of a year, for a new line or the one `?id=` names. */
function AssolementEdition() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { cultures: LOAD_ERRORS.cultures, assolement: LOAD_ERRORS.assolement });
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const millesime = millesimeOf(search);
  const lineId = search.get('id');
  const dossier = data?.viewer?.selectedDossier;
  const assolement = dossier?.assolement;
  const line = lineId ? assolement?.cultures.find((c) => c.id === lineId) : null;
  const back = paths.assolement.href(millesime);
  const cancel = <Link to={back}>Retour à l'assolement</Link>;
  const title = (
    <PageTitle subtitle={String(millesime)}>
      {lineId ? 'Modifier une culture' : 'Ajouter une culture'}
    </PageTitle>
  );
  const failed = failedAt(error, 'cultures') || failedAt(error, 'assolement');
  if (!dossier?.cultures || !assolement || failed || (lineId && !line) || !assolement.editable)
    return (
      <Stack>
        {title}
        <EmptyState action={cancel}>
          {assolement && !assolement.editable
            ? DEFINITIVE_YEAR
            : lineId && assolement && !line
              ? LINE_ID_MISSING
              : !assolement || failedAt(error, 'assolement')
                ? DOSSIER_LOAD_FAILED
                : LOAD_ERRORS.cultures}
        </EmptyState>
      </Stack>
    );
  return (
    <Stack>
      {title}
      <CropForm
        assolementId={assolement.id}
        cultures={dossier.cultures}
        usedCultures={assolement.cultures.map((c) => c.culture.idtCultureTypeTRAME)}
        line={line}
        onSaved={() => void navigate(back)}
        cancel={cancel}
      />
    </Stack>
  );
}
