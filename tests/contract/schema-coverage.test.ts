import { readFile } from 'node:fs/promises';
import {
  buildSchema,
  isAbstractType,
  isInterfaceType,
  isObjectType,
  Kind,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/programs.ts';
import * as kit from '../testkit/__generated__/graphql.ts';

// The kit's documents are the contract suite's operations: codegen collects every `graphql()` of tests/contract
// and tests/testkit (codegen.ts). A field no operation selects is a field no contract test resolves.

const schema: GraphQLSchema = buildSchema(await readFile(`${repoRoot}schema/schema.graphql`, 'utf8'));

/** A document holding an operation (codegen also exports each fragment alone, which selects nothing by itself). */
const isOperation = (value: unknown): value is DocumentNode =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === Kind.DOCUMENT &&
  (value as DocumentNode).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);

const operations = Object.entries(kit).filter((entry): entry is [string, DocumentNode] =>
  isOperation(entry[1]),
);

/** `Type.field` for every field of every object and interface type of the schema. */
function schemaFields(): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .filter((type) => isObjectType(type) || isInterfaceType(type))
    .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
}

/**
 * `Type.field` for every field the documents select, walked with the schema's types. A field selected on an
 * interface or union counts for each type that may stand there.
 */
function selectedFields(documents: DocumentNode[]): Set<string> {
  const selected = new Set<string>();
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          if (!parent || node.name.value.startsWith('__')) return;
          const holders = isAbstractType(parent) ? schema.getPossibleTypes(parent) : [];
          for (const type of [parent, ...holders]) selected.add(`${type.name}.${node.name.value}`);
        },
      }),
    );
  }
  return selected;
}

describe('the contract suite’s operations', () => {
  it('are all valid against the schema', () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const [name, document] of operations) {
      expect(validate(schema, document).map((error) => `${name}: ${error.message}`)).toEqual([]);
    }
  });

  it('select every field of the schema, mutations and their payloads included', () => {
    const selected = selectedFields(operations.map(([, document]) => document));
    expect(schemaFields().filter((field) => !selected.has(field))).toEqual([]);
  });
});
