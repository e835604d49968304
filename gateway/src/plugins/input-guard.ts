import { ID_SHAPES } from '@portal/schema/rules/ids';
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter, MULTI_LINE_FIELDS } from '@portal/schema/rules/text';
import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  separateOperations,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  // The file Node loads for 'graphql', named so that a bundler's "module" field (Vitest's) cannot give this
  // module the ESM copy: its type checks would refuse the schema Yoga built with the CommonJS one.
} from 'graphql/index.js';
import type {
  DocumentNode,
  ExecutionArgs,
  FieldNode,
  GraphQLField,
  GraphQLInputType,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';

/** A value of the operation the gateway will not send: where it sits (`input.participants.1.nom`) and why. */
export interface InputRefusal {
  field: string;
  message: string;
}

/**
 * Refuses, before any resolver runs (so before any legacy call), an operation whose text arguments hold a
 * control character (tab and line breaks allowed in a multi-line field) or a lone surrogate, or whose
 * identifiers do not have their shape (`@portal/schema/rules/ids`). Every String, ID and other text value is
 * checked, literal or variable, however deep in input objects and lists; each refusal is a BAD_USER_INPUT error
 * with the shared rule's French message, and the operation does not run.
 *
 * A plugin rather than custom scalars: the contract's arguments keep their `String` type, so the web's trusted
 * documents, GraphiQL and the scripts' variables stay valid, and a new argument is covered without being
 * declared anywhere. Registered after the operation log and the metrics, which then count its refusals.
 *
 * Variables that do not coerce to their types are answered here with graphql-js's own errors, as its execution
 * would answer them: the compiled execution (`graphql-jit.ts`) words them otherwise and would lose the French
 * message of a scalar's refusal (`Upload`).
 */
export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // envelop types the execution arguments loosely; they are graphql-js's.
      const { schema, document, variableValues, operationName } = args as ExecutionArgs;
      const operation = getOperationAST(document, operationName);
      if (!operation) return;
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {});
      if (coerced.errors) {
        setResultAndStopExecution({ errors: coerced.errors });
        return;
      }
      const refusals = inputRefusals(schema, document, operation, coerced.coerced);
      if (refusals.length === 0) return;
      setResultAndStopExecution({
        errors: refusals.map(({ field, message }) =>
          createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', affichable: true, field } }),
        ),
      });
    },
  };
}

/** The refusals of every argument value the operation runs with, its variables coerced. */
function inputRefusals(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): InputRefusal[] {
  const refusals = new Map<string, InputRefusal>();
  for (const { field, node } of fieldsTakingArguments(schema, document, operation)) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables);
    } catch {
      continue; // an argument validation missed: execution reports it the same way
    }
    for (const arg of field.args) {
      for (const refusal of valueRefusals(values[arg.name], arg.type, arg.name, [arg.name]))
        refusals.set(`${refusal.field}\n${refusal.message}`, refusal);
    }
  }
  return [...refusals.values()];
}

interface FieldTakingArguments {
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
}

// Yoga keeps the parsed document of a query text, so an operation's fields are found once, not per request.
const found = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, FieldTakingArguments[]>>();

/** The fields of the operation (and of the fragments it spreads) that take arguments, with their definition. */
function fieldsTakingArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): FieldTakingArguments[] {
  const bySchema = found.get(schema) ?? new WeakMap<OperationDefinitionNode, FieldTakingArguments[]>();
  found.set(schema, bySchema);
  const known = bySchema.get(operation);
  if (known) return known;
  // Not another operation of the same document, nor the fragments only that one spreads.
  const executed =
    document.definitions.length > 1
      ? (separateOperations(document)[operation.name?.value ?? ''] ?? document)
      : document;
  const fields: FieldTakingArguments[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    executed,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (field && field.args.length > 0) fields.push({ field, node });
      },
    }),
  );
  bySchema.set(operation, fields);
  return fields;
}

function valueRefusals(
  value: unknown,
  type: GraphQLInputType,
  name: string,
  path: readonly (string | number)[],
): InputRefusal[] {
  if (value === null || value === undefined) return [];
  if (isNonNullType(type)) return valueRefusals(value, type.ofType, name, path);
  if (isListType(type)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.flatMap((item, i) => valueRefusals(item, type.ofType, name, [...path, i]));
  }
  if (isInputObjectType(type)) {
    const object = value as Record<string, unknown>;
    return Object.values(type.getFields()).flatMap((f) =>
      valueRefusals(object[f.name], f.type, f.name, [...path, f.name]),
    );
  }
  // String and ID, and any custom scalar a caller writes as text (a date), but not an enum's name.
  if (isScalarType(type) && typeof value === 'string') {
    const refusal = textRefusal(value, name);
    return refusal ? [{ field: path.join('.'), message: refusal }] : [];
  }
  return [];
}

/** Why a text cannot go to the legacy, by the name of the argument or input field holding it; null when it can. */
function textRefusal(text: string, name: string): string | null {
  // An identifier's shape allows no control character: its own message says more.
  if (Object.hasOwn(ID_SHAPES, name))
    return ID_SHAPES[name]?.safeParse(text).error?.issues[0]?.message ?? null;
  const kind = MULTI_LINE_FIELDS.has(name) ? 'multi-line' : 'single-line';
  return hasForbiddenCharacter(text, kind) ? FORBIDDEN_CHARACTER : null;
}
