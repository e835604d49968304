import type { FastifyBaseLogger } from 'fastify';
import { maskError } from 'graphql-yoga';
import type { Plugin, YogaServerOptions } from 'graphql-yoga';
import type { GatewayContext, GatewayServerContext } from '../context.ts';

// Each masked error, to the error it hides: an answer carries only the mask, the log needs what it hides.
const hidden = new WeakMap<Error, unknown>();

/**
 * Expected failures carry extensions.code (graphql-errors.ts); anything else is a bug, hidden in every mode: its
 * detail and stack go to the log (`useMaskedErrorLog`), never into an answer, where a value could be a password.
 */
export const maskedErrors: YogaServerOptions<GatewayServerContext, object>['maskedErrors'] = {
  isDev: false,
  errorMessage: "Une erreur interne s'est produite",
  maskError(error, message) {
    const masked = maskError(error, message, false);
    if (masked !== error) hidden.set(masked, error);
    return masked;
  },
};

/**
 * Logs what the masks of an answer hide, on the logger of the request that met it, so with its id. Yoga's own
 * logger would do it, but it is one for the process: giving its lines a request's id took an AsyncLocalStorage,
 * which on Node 20 hooks every promise of every request (0.85× the gateway's CPU per home query without it).
 * `fallback` logs for a request that came without Fastify (a test calling `yoga.fetch`).
 */
export function useMaskedErrorLog(fallback: FastifyBaseLogger): Plugin<GatewayContext, GatewayServerContext> {
  return {
    onResultProcess({ result, serverContext }) {
      if (Symbol.asyncIterator in result) return;
      const log = (serverContext as Partial<GatewayServerContext>).req?.log ?? fallback;
      for (const single of Array.isArray(result) ? result : [result])
        for (const error of single.errors ?? []) {
          const cause = hidden.get(error);
          if (cause !== undefined) log.error({ err: cause }, 'unexpected error, masked in the answer');
        }
    },
  };
}
