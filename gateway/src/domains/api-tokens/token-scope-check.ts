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
import { nodeTargetOf } from '../node/node-keys.ts';
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

/** The area a field needs refused to the token (read, or written for a mutation); null when it has it. */
function areaRefusal(scope: FieldScope, writes: boolean, token: ApiTokenRecord): GraphQLError | null {
  if (!scope.area) return null;
  const access = accessIn(token, scope.area);
  if (access === null) return outOfScope(apiTokenOutOfArea(scope.area));
  return writes && access !== 'WRITE' ? outOfScope(apiTokenAreaReadOnly(scope.area)) : null;
}

/**
 * `node(nodeId:)` and `nodes(nodeIds:)`: each id given what the field reading its type would be (its area, its
 * file). An id the gateway did not make is the input guard's to refuse.
 */
function nodesRefusal(ids: unknown, token: ApiTokenRecord): GraphQLError | null {
  for (const id of Array.isArray(ids) ? ids : [ids]) {
    const target = typeof id === 'string' ? nodeTargetOf(id) : null;
    if (!target) continue;
    const refusal = areaRefusal(FIELD_SCOPES[target.field] ?? {}, false, token);
    if (refusal) return refusal;
    if (token.files && target.codeDossier !== null && !token.files.includes(target.codeDossier))
      return outOfScope(API_TOKEN_FILE_NOT_NAMED);
  }
  return null;
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
        refusal = areaRefusal(scope, writes, token);
        if (refusal) return;
        // Variables that do not fit are refused by the execution itself, before any resolver.
        const argsOf = () => {
          try {
            return getArgumentValues(field, node, variables);
          } catch {
            return null;
          }
        };
        if (scope.file === 'nodeId' || scope.file === 'nodeIds') {
          const args = argsOf();
          refusal = args && nodesRefusal(args[scope.file], token);
          return;
        }
        if (!token.files) return;
        if (!scope.file) {
          if (writes) refusal = outOfScope(API_TOKEN_FILE_UNKNOWN);
          return;
        }
        const args = argsOf();
        if (!args) return;
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
