import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { GenericPage } from '../../../features/generic-pages/generic-page.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const GenericPageQuery = graphql(`
  query GenericPageScreen($pageId: ID!) {
    viewer {
      id
      genericPage(pageId: $pageId) {
        id
        ...GenericPage_page
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, GenericPageQuery, { pageId: params.id ?? '' });
}

export const Component = loadingScreen(GenericPageScreen);

/** Spec 000 §2.3: a page the legacy does not answer with status 200, or an error, sends the person home. */
function GenericPageScreen() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const page = data?.viewer?.genericPage;
  if (!page) return <Navigate to={paths.home.href()} replace />;
  return <GenericPage page={page} />;
}
