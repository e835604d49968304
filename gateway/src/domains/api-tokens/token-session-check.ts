import { API_TOKEN_SESSION_ENDED } from '@portal/schema/rules/api-tokens';
import type { ExecutionArgs } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { GatewayServerContext } from '../../context.ts';

/**
 * A token's operation runs once the legacy confirmed the tokens' session still stands, after the budget and the
 * token's scope let it through (so a refused or throttled request asks the legacy nothing). One the legacy ended
 * answers 401 TOKEN_SESSION_ENDED, the code of a token its owner can bring back ('Accès API' renews the session),
 * rather than the legacy's UNAUTHENTICATED on each field.
 */
export function useTokenSessionCheck(): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = (args as ExecutionArgs).contextValue as GatewayServerContext;
      if (!ctx.apiToken || (await ctx.apiTokens.confirmSession(ctx.req, ctx.legacy))) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(API_TOKEN_SESSION_ENDED, {
            extensions: {
              code: 'TOKEN_SESSION_ENDED',
              http: {
                status: 401,
                headers: { 'www-authenticate': 'Bearer realm="portail", error="invalid_token"' },
              },
            },
          }),
        ],
      });
    },
  };
}
