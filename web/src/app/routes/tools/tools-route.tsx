import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ToolGrids } from '../../../features/tools/tool-grids.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ToolsQuery = graphql(`
  query Tools($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        tools {
          id
          ...ToolGrids_tool
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ToolsQuery, {});
}

export const Component = loadingScreen(Tools);

/** Spec 001 §2 (tools): the favourite tools, then the others. */
function Tools() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { tools: LOAD_ERRORS.tools });
  const tools = data?.viewer?.selectedDossier?.tools;
  return (
    <Stack>
      <PageTitle>Mes outils</PageTitle>
      {tools ? <ToolGrids tools={tools} /> : null}
    </Stack>
  );
}
