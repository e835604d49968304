import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ApiTokenForm } from '../../../features/api-tokens/api-token-form.tsx';
import { ApiTokenList } from '../../../features/api-tokens/api-token-list.tsx';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ApiAccessQuery = graphql(`
  query ApiAccess {
    viewer {
      id
      apiTokens {
        id
        ...ApiTokenList_apiToken
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ApiAccessQuery, {});
}

export const Component = loadingScreen(ApiAccess, paths.apiAccess.title);

/**
 * 'Accès API' (issue 22): personal access tokens for the person's scripts and notebooks, which see exactly what
 * the person sees in the portal.
 */
function ApiAccess() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  return (
    <Stack>
      <p>
        Un jeton permet à vos scripts d’interroger l’API GraphQL du portail avec vos droits, sans votre mot de
        passe. Il n’est affiché qu’une fois ; révoquez-le dès qu’il ne sert plus.
      </p>
      <ApiTokenForm viewerId={viewer.id} />
      <h2>Mes jetons</h2>
      <ApiTokenList apiTokens={viewer.apiTokens} />
    </Stack>
  );
}
