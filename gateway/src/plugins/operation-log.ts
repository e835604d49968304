import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext, GatewayServerContext } from '../context.ts';

/**
 * One log line per GraphQL operation on the request's logger (so with its request id): name, duration and the
 * codes of its errors; at debug level the names of its variables, never their values: a password can come
 * under any variable name (`$motDePasse`, `$pwd`), which no redaction path can foresee (ARCHITECTURE rule 7).
 */
export function useOperationLog(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const startedAt = performance.now();
      // envelop types the execution context loosely; Yoga builds it from GatewayServerContext (app.ts).
      const context: unknown = args.contextValue;
      const { req } = context as GatewayServerContext;
      const operationName: unknown = args.operationName ?? null;
      const variableValues: unknown = args.variableValues;
      const variables = Object.keys(variableValues ?? {});
      req.log.debug({ graphql: { operationName, variables } }, 'graphql operation');
      return {
        onExecuteDone({ result }) {
          const errors = ('errors' in result ? (result.errors ?? []) : []) as readonly GraphQLError[];
          req.log.info(
            {
              graphql: {
                operationName,
                durationMs: Math.round(performance.now() - startedAt),
                errorCodes: errors.map((e) =>
                  typeof e.extensions.code === 'string' ? e.extensions.code : 'UNKNOWN',
                ),
              },
            },
            'graphql operation done',
          );
        },
      };
    },
  };
}
