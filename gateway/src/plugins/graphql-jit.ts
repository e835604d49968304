import { useGraphQlJit } from '@envelop/graphql-jit';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs each operation as the JavaScript graphql-jit compiles from it once per document, instead of graphql-js
 * walking the document for every field of every answer: a fifth less CPU per home query (`npm run bench`).
 *
 * Two things graphql-js does are kept:
 * - variables are coerced, and their refusals worded, by graphql-js first (`input-guard.ts`);
 * - a failure of the execution itself (a value its type cannot send, a null where none may be) is an unexpected
 *   error, masked in every mode. graphql-jit reports it as a plain GraphQL error, with the message quoting the
 *   value, which the masking would let through: it gets back an original error here, so the caller sees the
 *   masked message and the path only.
 */
export function useCompiledExecution(): Plugin {
  const jit = useGraphQlJit();
  return {
    onExecute(payload) {
      void jit.onExecute?.({
        ...payload,
        setExecuteFn: (compiled) => {
          payload.setExecuteFn(async (args) =>
            withUnexpectedMasked((await compiled(args)) as ExecutionResult),
          );
        },
      });
    },
  };
}

function withUnexpectedMasked(result: ExecutionResult): ExecutionResult {
  const { errors } = result;
  if (!errors?.some((error) => error.originalError == null)) return result;
  return { ...result, errors: errors.map(asUnexpected) };
}

function asUnexpected(error: GraphQLError): GraphQLError {
  if (error.originalError != null) return error;
  return createGraphQLError(error.message, {
    path: error.path,
    originalError: new Error(error.message),
  });
}
