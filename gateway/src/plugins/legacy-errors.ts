import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { fromLegacyError } from '../graphql/graphql-errors.ts';

/**
 * Turns the `LegacyError`s resolvers let through into GraphQL errors with `extensions.code`. It comes first
 * among the plugins, so that the operation log, the metrics and the masking all see the codes.
 */
export function useLegacyErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone({ result, setResult }) {
        if (Symbol.asyncIterator in result) return;
        const { errors } = result as ExecutionResult;
        if (errors?.length) setResult({ ...result, errors: errors.map(fromLegacyError) });
      },
    }),
  };
}
