import { API_TOKEN_READ_ONLY } from '@portal/schema/rules/api-tokens';
import { getOperationAST, OperationTypeNode } from 'graphql';
import type { ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { SESSION_ONLY_FIELDS, sessionRequired } from '../domains/api-tokens/session-only.ts';
import type { GatewayServerContext } from '../context.ts';
import { gatewayError } from '../graphql/graphql-errors.ts';
import { rootFieldsOf } from './root-fields.ts';

/**
 * What a token may run, decided before any resolver (so before any legacy call): a read-only token no mutation,
 * and no token the session-only fields.
 */
export function useApiTokenScope(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // envelop types the execution arguments loosely; they are graphql-js's.
      const { contextValue, document, operationName } = args as ExecutionArgs;
      const { apiToken } = contextValue as GatewayServerContext;
      if (!apiToken) return;
      const operation = getOperationAST(document, operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      if (rootFieldsOf(document, operation.selectionSet).some((f) => SESSION_ONLY_FIELDS.has(f))) {
        setResultAndStopExecution({ errors: [sessionRequired()] });
      } else if (apiToken.scope !== 'WRITE') {
        setResultAndStopExecution({ errors: [gatewayError('FORBIDDEN', API_TOKEN_READ_ONLY, true)] });
      }
    },
  };
}
