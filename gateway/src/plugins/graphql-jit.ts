import { getDocumentString } from '@envelop/core';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';

/**
 * Runs the web app's operations as the JavaScript graphql-jit compiles from each document once, instead of
 * graphql-js walking the document for every field of every answer: 12-16 % less CPU per home query (A/B beside
 * the bench, decision 006).
 *
 * Only the trusted documents are compiled. graphql-jit writes an argument's literal value into the code it
 * compiles, and turns a string holding its date marker back into code: a document of someone else's (GraphiQL, a
 * script's token) could run code in the gateway that way. Those documents run on graphql-js.
 *
 * Two things graphql-js does are kept:
 * - variables are coerced, and their refusals worded, by graphql-js first (`input-guard.ts`);
 * - a failure of the execution itself (a value its type cannot send, a null where none may be) is an unexpected
 *   error, masked in every mode. graphql-jit reports it as a plain GraphQL error, with the message quoting the
 *   value, which the masking would let through: it gets back an original error here, so the caller sees the
 *   masked message and the path only.
 */
export function useCompiledExecution(documents: Pick<TrustedDocuments, 'isTrusted'>): Plugin {
  const jit = useGraphQlJit(
    {},
    {
      enableIf: ({ document }) => {
        // The text Yoga parsed the document from, exactly: a document printed back would not match.
        const text = getDocumentString(document);
        return text !== undefined && documents.isTrusted(text);
      },
    },
  );
  return {
    onExecute(payload) {
      return jit.onExecute?.({
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
