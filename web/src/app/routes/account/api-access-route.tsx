import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ApiTokenForm } from '../../../features/api-tokens/api-token-form.tsx';
import { ApiTokenList } from '../../../features/api-tokens/api-token-list.tsx';
import { ApiTokenSessionRenewal } from '../../../features/api-tokens/api-token-session-renewal.tsx';
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
      apiTokenSessionEnded
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
      {/* Worded for the farmer who opens it (issue 44): what it is for first, the technical terms one click away. */}
      <h2>Connecter un logiciel à votre espace</h2>
      <p>
        Votre logiciel de gestion ou votre tableur peut lire les informations de votre espace à votre place,
        avec vos droits et sans connaître votre mot de passe. Créez-lui une clé (un jeton) et collez-la dans
        le logiciel : elle ne s’affiche qu’une fois. Révoquez-la dès que le logiciel n’en a plus besoin.
      </p>
      <details>
        <summary>Détails techniques</summary>
        <p>
          Le jeton ouvre l’API GraphQL du portail (<code>/graphql</code>) avec vos droits : envoyez-le dans
          l’en-tête <code>Authorization: Bearer …</code> de chaque requête.
        </p>
      </details>
      {viewer.apiTokenSessionEnded ? <ApiTokenSessionRenewal viewerId={viewer.id} /> : null}
      <ApiTokenForm viewerId={viewer.id} />
      <h2>Mes jetons</h2>
      <ApiTokenList apiTokens={viewer.apiTokens} />
    </Stack>
  );
}
