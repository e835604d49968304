import {
  API_TOKEN_FILE_NOT_NAMED,
  API_TOKEN_FILE_UNKNOWN,
  apiTokenAreaReadOnly,
  apiTokenOutOfArea,
} from '@portal/schema/rules/api-tokens';
// The file Node loads for 'graphql' (Yoga's copy), as plugins/input-guard.ts explains.
import { getArgumentValues, TypeInfo, visit, visitWithTypeInfo } from 'graphql/index.js';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { accessIn, FIELD_SCOPES, type FieldScope } from './token-areas.ts';
import type { ApiTokenRecord } from './token-store.ts';

/** A request outside its token's scopes: its own code, so a script tells it from its owner's rights (FORBIDDEN). */
export const outOfScope = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'TOKEN_SCOPE', affichable: true } });

function fileNamed(scope: FieldScope, args: Record<string, unknown>): unknown {
  if (scope.file === 'codeDossier') return args.codeDossier;
  const input = args.input as Record<string, unknown> | undefined;
  return input?.codeDossier;
}

/**
 * What of `document` the token may not run, read from `FIELD_SCOPES` before any resolver (so before any legacy
 * call): the first field outside its areas, a mutation in an area it only reads, a file it does not name, or a
 * mutation that does not name its file for a token limited to files. Null when it may run it all.
 */
export function scopeRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  token: ApiTokenRecord,
): GraphQLError | null {
  const typeInfo = new TypeInfo(schema);
  let refusal: GraphQLError | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (refusal || !parent || !field) return;
        const scope = FIELD_SCOPES[`${parent.name}.${node.name.value}`];
        if (!scope) return;
        const writes = parent === schema.getMutationType();
        if (scope.area) {
          const access = accessIn(token, scope.area);
          if (access === null) return (refusal = outOfScope(apiTokenOutOfArea(scope.area)));
          if (writes && access !== 'WRITE') return (refusal = outOfScope(apiTokenAreaReadOnly(scope.area)));
        }
        if (!token.files) return;
        if (!scope.file) {
          if (writes) refusal = outOfScope(API_TOKEN_FILE_UNKNOWN);
          return;
        }
        let args;
        try {
          args = getArgumentValues(field, node, variables);
        } catch {
          // Variables that do not fit are refused by the execution itself, before any resolver.
          return;
        }
        const code = fileNamed(scope, args);
        // No file named (the viewer's default file): the lists the token reaches are limited where they resolve.
        if (code === undefined || code === null) return;
        if (typeof code !== 'string' || !token.files.includes(code))
          refusal = outOfScope(API_TOKEN_FILE_NOT_NAMED);
      },
    }),
  );
  return refusal;
}
