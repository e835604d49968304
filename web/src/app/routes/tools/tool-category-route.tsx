import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ToolGrids } from '../../../features/tools/tool-grids.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ToolCategoryQuery = graphql(`
  query ToolCategory($codeDossier: String, $slug: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        toolCategory(slug: $slug) {
          id
          name
        }
        tools(categorie: $slug) {
          id
          ...ToolGrids_tool
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ToolCategoryQuery, { slug: params.slug ?? '' });
}

export const Component = loadingScreen(ToolCategory);

/** Spec 001 §2 (toolscategory): the tools of a category, favourites first. */
function ToolCategory() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { tools: LOAD_ERRORS.tools });
  const dossier = data?.viewer?.selectedDossier;
  const back = <Link to={paths.tools.href()}>Retour à Mes outils</Link>;
  if (dossier && !dossier.toolCategory)
    return <NotFound title="Mes outils" message="Catégorie introuvable" action={back} />;
  return (
    <Stack>
      <p>{back}</p>
      <PageTitle>{dossier?.toolCategory?.name ?? 'Mes outils'}</PageTitle>
      {dossier?.tools ? <ToolGrids tools={dossier.tools} /> : null}
    </Stack>
  );
}
