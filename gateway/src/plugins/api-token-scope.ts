import { API_TOKEN_READ_ONLY } from '@portal/schema/rules/api-tokens';
import { getOperationAST, Kind, OperationTypeNode } from 'graphql';
import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { SESSION_ONLY_FIELDS, sessionRequired } from '../domains/api-tokens/session-only.ts';
import { scopeRefusal } from '../domains/api-tokens/token-scope-check.ts';
import type { GatewayServerContext } from '../context.ts';
import { gatewayError } from '../graphql/graphql-errors.ts';
import { rootFieldsOf } from './root-fields.ts';

/**
 * What a token may run, decided before any resolver (so before any legacy call): no token the session-only
 * fields, a token made with the former READ scope no mutation (FORBIDDEN, as before issue 46), and every token
 * only the areas and files it was given (TOKEN_SCOPE).
 */
export function useApiTokenScope(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // envelop types the execution arguments loosely; they are graphql-js's.
      const { contextValue, document, operationName, schema, variableValues } = args as ExecutionArgs;
      const { apiToken } = contextValue as GatewayServerContext;
      if (!apiToken) return;
      const operation = getOperationAST(document, operationName);
      if (operation?.operation === OperationTypeNode.MUTATION) {
        if (rootFieldsOf(document, operation.selectionSet).some((f) => SESSION_ONLY_FIELDS.has(f)))
          return setResultAndStopExecution({ errors: [sessionRequired()] });
        if (!apiToken.scopes && apiToken.scope !== 'WRITE')
          return setResultAndStopExecution({
            errors: [gatewayError('FORBIDDEN', API_TOKEN_READ_ONLY, true)],
          });
      }
      if (!operation) return;
      // The operation run and the fragments it may spread: another operation of the document is not its business.
      const run = {
        ...document,
        definitions: document.definitions.filter(
          (d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION,
        ),
      };
      const refusal = scopeRefusal(schema, run, variableValues ?? {}, apiToken);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
