import { Kind } from 'graphql';
import type { DocumentNode, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../runtime/metrics.ts';

/**
 * Operations by name and outcome once executed; errors by code in every answer, refusals before execution
 * included (parse, validation, limits, untrusted documents).
 */
export function useGraphQLMetrics(metrics: GatewayMetrics): Plugin {
  return {
    onExecute({ args }) {
      const document = args.document as DocumentNode;
      const name: unknown = args.operationName ?? operationNameOf(document);
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const { data, errors } = result as ExecutionResult;
          const outcome = !errors?.length ? 'success' : data ? 'partial' : 'error';
          metrics.operation(typeof name === 'string' ? name : null, outcome);
        },
      };
    },
    onResultProcess({ result }) {
      if (Symbol.asyncIterator in result) return;
      const results: readonly ExecutionResult[] = Array.isArray(result) ? result : [result];
      for (const one of results) {
        for (const error of one.errors ?? []) metrics.error(error.extensions?.code);
      }
    },
  };
}

function operationNameOf(document: DocumentNode): string | null {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length === 1 ? (operations[0]?.name?.value ?? null) : null;
}
