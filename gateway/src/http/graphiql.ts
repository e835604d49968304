import type { FastifyRequest } from 'fastify';
// The recipe's own document, so that GraphiQL's tab is the read the recipe makes (and typechecks with it).
import { RecipePortfolioKeyFiguresDocument } from '../../../docs/api/recipes/__generated__/graphql.ts';
import type { GraphiQLOptions } from 'graphql-yoga';
import type { ApiAccess, ApiTokens } from '../domains/api-tokens/api-tokens.ts';
import type { GatewayConfig } from '../config.ts';
import { sessionOf } from './session-cookie.ts';

/** Where a signed-out visitor of GraphiQL in production is sent: the portal's sign-in page. */
export const SIGN_IN_PATH = '/app';

// Every tab starts with how to use a token: GraphiQL's requests carry the browser's cookie, and a token put in
// the header editor replaces it (the gateway then ignores the cookie). The header editor is not kept in the
// browser's storage, so a token pasted there is gone with the tab.
const TOKEN_HINT = `# Avec un jeton (Mon compte > Accès API), ajoutez-le
# dans Headers : "Authorization": "Bearer pcat_…"
# Sans jeton, la requête part avec votre session.`;

/** A ready operation of GraphiQL: a tab per domain a script reads (the recipes of docs/api/ among them). */
export interface GraphiQLExample {
  query: string;
  variables?: Record<string, unknown>;
}

export const GRAPHIQL_EXAMPLES: readonly GraphiQLExample[] = [
  {
    query: `${TOKEN_HINT}
# Le budget : points restants, coût de la requête, heure
# où tout est rendu (chaque réponse le redit dans
# extensions.cost).
query Budget {
  rateLimit {
    limit
    remaining
    cost
    restoreRatePerMinute
    resetAt
  }
}`,
  },
  {
    query: `${TOKEN_HINT}
# Le portefeuille page par page : passez endCursor
# comme "after" tant que hasNextPage est vrai.
query Portefeuille($first: Int, $after: String) {
  viewer {
    dossierConnection(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          codeDossier
          raisonSociale
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`,
    variables: { first: 20, after: null },
  },
  {
    query: `${TOKEN_HINT}
# Les chiffres clés de chaque dossier : la lecture de la
# recette docs/api/recipes/export-key-figures.ts.
${RecipePortfolioKeyFiguresDocument.toString().trim()}`,
    variables: { first: 20, after: null },
  },
  {
    query: `${TOKEN_HINT}
# Les notifications, les plus récentes d'abord, page par
# page, et le nombre de non lues.
query Notifications($first: Int, $after: String) {
  viewer {
    unreadNotificationCount
    notificationConnection(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          date
          message
          url
          lu
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`,
    variables: { first: 20, after: null },
  },
  {
    query: `${TOKEN_HINT}
# Les rendez-vous d'un dossier, page par page
# (upcoming: true pour ceux à venir seulement).
query RendezVous($codeDossier: String!, $first: Int, $after: String) {
  dossier(codeDossier: $codeDossier) {
    codeDossier
    appointments(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          date
          title
          typeCommunication
          upcoming
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`,
    variables: { codeDossier: 'AGR001', first: 20, after: null },
  },
  {
    query: `${TOKEN_HINT}
# Les événements à venir d'un dossier, page par page,
# avec les places prises.
query Evenements($codeDossier: String!, $first: Int, $after: String) {
  dossier(codeDossier: $codeDossier) {
    codeDossier
    events(first: $first, after: $after, upcoming: true) {
      totalCount
      edges {
        node {
          id
          title
          date
          ville
          nbMaxInscription
          nbInscrits
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}`,
    variables: { codeDossier: 'AGR001', first: 20, after: null },
  },
  {
    query: `# Vos jetons, avec votre session du portail seulement :
# un jeton ne crée ni ne révoque de jeton. Le texte du
# jeton créé n'est affiché qu'une fois : copiez-le.
# Votre mot de passe confirme la création ; il n'est
# jamais gardé.
query MesJetons {
  viewer {
    apiTokens {
      id
      name
      scope
      createdAt
      lastUsedAt
      expiresAt
    }
  }
}

mutation CreerUnJeton($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    plainTextToken
    apiToken {
      id
      name
      scope
      expiresAt
    }
    errors {
      field
      message
    }
  }
}`,
    variables: { input: { name: 'Export du lundi', scope: 'READ', expiresInDays: 30, password: '' } },
  },
];

/**
 * GraphiQL's settings: the explorer and the documentation come with Yoga's page; the header editor is shown for
 * a token; each domain has its ready tab. The CSRF header lets the page's POSTs through (plugins/security.ts).
 */
const HEADERS = JSON.stringify({ 'x-graphql-yoga-csrf': '1' }, null, 2);

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Portail client : passerelle GraphQL',
  headers: HEADERS,
  defaultHeaders: HEADERS,
  isHeadersEditorEnabled: true,
  shouldPersistHeaders: false,
  defaultEditorToolsVisibility: 'headers',
  defaultTabs: GRAPHIQL_EXAMPLES.map((example) => ({
    query: example.query,
    variables: example.variables ? JSON.stringify(example.variables, null, 2) : null,
    headers: HEADERS,
  })),
};

/** Whether a request is a browser asking for GraphiQL's page, as Yoga tells it (a GET accepting HTML). */
export const asksForGraphiQL = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/**
 * Who is offered GraphiQL. Outside production, everyone. In production, collaborators and people holding a token
 * (issue 22): a valid token in the request, or a portal session whose person has one; a signed-out visitor is sent
 * to sign in, anyone else gets 404, as if there were no page. The session's sealed identity decides (no legacy
 * call): the page itself holds no data, and what it then sends meets the same checks as any request.
 */
export async function graphiqlOffer(
  request: FastifyRequest,
  config: GatewayConfig,
  access: ApiAccess | null,
  tokens: ApiTokens,
): Promise<'offered' | 'sign-in' | 'not-found'> {
  if (config.nodeEnv !== 'production' || access !== null) return 'offered';
  const session = sessionOf(request, config);
  if (session === null) return 'sign-in';
  if (session.identity.typeUtilisateur === 'collab') return 'offered';
  return (await tokens.list(session.identity.userId)).length > 0 ? 'offered' : 'not-found';
}
