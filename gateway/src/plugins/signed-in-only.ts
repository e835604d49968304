import { API_CREDENTIALS_MISSING } from '@portal/schema/rules/api-tokens';
import { getOperationAST, OperationTypeNode } from 'graphql';
import type { ExecutionArgs } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { GatewayServerContext } from '../context.ts';
import { rootFieldsOf } from './root-fields.ts';

/** The root fields that answer only a session or a token; the others (the theme, an invitation…) are public. */
export const SIGNED_IN_QUERY_FIELDS = new Set(['viewer', 'dossier', 'rateLimit']);

/** What a request carries to be someone: a session cookie, or a token (which lends its owner's session). */
export const hasCredentials = (ctx: GatewayServerContext) => ctx.apiToken !== null || ctx.legacy.hasSession;

const CHALLENGE = 'Bearer realm="portail"';

/**
 * A signed-in field asked with neither a session nor a token (issue 46): an error saying how to authenticate,
 * not a null a script with a missing variable would take for an empty export.
 */
export const credentialsMissing = (status?: 401) =>
  createGraphQLError(API_CREDENTIALS_MISSING, {
    extensions: {
      code: 'UNAUTHENTICATED',
      affichable: true,
      ...(status ? { http: { status, headers: { 'www-authenticate': CHALLENGE } } } : {}),
    },
  });

/**
 * A query asking only for signed-in data without credentials is refused whole with 401, before any resolver
 * (RFC 9110 §15.5.2: with its challenge); one that also asks for public data gets them, and the errors of its
 * signed-in fields (their resolvers throw `credentialsMissing`).
 */
export function useSignedInOnly(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { contextValue, document, operationName } = args as ExecutionArgs;
      if (hasCredentials(contextValue as GatewayServerContext)) return;
      const operation = getOperationAST(document, operationName);
      if (operation?.operation !== OperationTypeNode.QUERY) return;
      const fields = rootFieldsOf(document, operation.selectionSet).filter((f) => f !== '__typename');
      if (fields.length > 0 && fields.every((f) => SIGNED_IN_QUERY_FIELDS.has(f)))
        setResultAndStopExecution({ errors: [credentialsMissing(401)] });
    },
  };
}
