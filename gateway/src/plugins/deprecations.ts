// The file Node loads for 'graphql' (Yoga's copy), as plugins/input-guard.ts explains.
import { TypeInfo, visit, visitWithTypeInfo } from 'graphql/index.js';
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface DeprecatedUse {
  /** `Type.field` */
  field: string;
  reason: string;
}

// Yoga hands the same parsed document for the same text: each is read once.
const seen = new WeakMap<DocumentNode, DeprecatedUse[]>();

function deprecatedUses(schema: GraphQLSchema, document: DocumentNode): DeprecatedUse[] {
  const known = seen.get(document);
  if (known) return known;
  const uses = new Map<string, DeprecatedUse>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field?.deprecationReason && parent) {
          const name = `${parent.name}.${field.name}`;
          uses.set(name, { field: name, reason: field.deprecationReason });
        }
      },
    }),
  );
  const found = [...uses.values()];
  seen.set(document, found);
  return found;
}

/**
 * A script using a deprecated field is told in the answer (`extensions.deprecations`, with the reason naming the
 * replacement), so it can move before the field goes (schema/src/schema-check.ts lets a deprecated field go once
 * published). The field keeps working meanwhile.
 */
export function useDeprecationReport(): Plugin {
  return {
    onExecute({ args }) {
      const { schema, document } = args as ExecutionArgs;
      const uses = deprecatedUses(schema, document);
      if (uses.length === 0) return undefined;
      return {
        onExecuteDone({ result, setResult }) {
          if (typeof result !== 'object' || result === null || Symbol.asyncIterator in result) return;
          const single = result as ExecutionResult;
          setResult({ ...single, extensions: { ...single.extensions, deprecations: uses } });
        },
      };
    },
  };
}
