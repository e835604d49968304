import {
  globalIdOf,
  NODE_TYPES,
  NODES_LIMIT,
  TOO_MANY_NODE_IDS,
  type NodeType,
} from '@portal/schema/rules/global-ids';
import { ENTITY_ID_INVALID } from '@portal/schema/rules/ids';
import { defaultFieldResolver } from 'graphql';
import type { GraphQLField, GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import type {
  Resolvers,
  ResolversInterfaceTypes,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { nodeTargetOf, type NodeTarget } from './node-keys.ts';

type AnyField = GraphQLField<unknown, GatewayContext>;
/** What a Node type's resolvers receive: the entity as its own field answered it. */
type NodeParent = ResolversInterfaceTypes<ResolversParentTypes>['Node'];

function fieldOf(info: GraphQLResolveInfo, path: string): { parentType: GraphQLObjectType; field: AnyField } {
  const [typeName = '', name = ''] = path.split('.');
  const parentType = info.schema.getType(typeName) as GraphQLObjectType;
  const field = parentType.getFields()[name] as AnyField;
  return { parentType, field };
}

/**
 * Runs a field of the schema as the execution would, through its own resolver (its loaders and its checks), under
 * the info of the field asking, so that what it selects below (an appointment's participants) is still seen.
 */
function runField(
  path: string,
  parent: unknown,
  args: Record<string, unknown>,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): unknown {
  const { parentType, field } = fieldOf(info, path);
  const resolve = field.resolve ?? defaultFieldResolver;
  return resolve(parent, args, ctx, { ...info, fieldName: field.name, parentType, returnType: field.type });
}

// The type each object node() answered was read as: Node's resolveType reads it, the legacy's objects carry none.
const typeOfNode = new WeakMap<object, NodeType>();

/** The entity's own `id`, as its type's resolver answers it (the key its global id is made of). */
async function idOf(type: NodeType, entity: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) {
  return String(await runField(`${type}.id`, entity, {}, ctx, info));
}

/** The entity a global id names, read through the field that reads its type; null when that field finds none. */
async function readNode(
  target: NodeTarget,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<NodeParent | null> {
  const { type, field, codeDossier, argument } = target;
  const [parentType = '', name = ''] = field.split('.');
  let entity: unknown;
  if (field === 'Query.dossier') {
    entity = await runField(field, undefined, { codeDossier }, ctx, info);
  } else if (parentType === 'Dossier') {
    // The file first, as `dossier(codeDossier:)` checks it (its prefetch reads nothing of this selection).
    const dossier = await runField('Query.dossier', undefined, { codeDossier }, ctx, {
      ...info,
      fieldNodes: [],
    });
    const { field: own } = fieldOf(info, field);
    const argumentName = own.args[0]?.name ?? name;
    entity =
      dossier === null ? null : await runField(field, dossier, { [argumentName]: argument }, ctx, info);
  } else {
    const viewer = await runField('Query.viewer', undefined, {}, ctx, { ...info, fieldNodes: [] });
    const listed = (await runField(field, viewer, {}, ctx, info)) as readonly unknown[] | null;
    const ids = await Promise.all((listed ?? []).map((item) => idOf(type, item, ctx, info)));
    entity = listed?.[ids.indexOf(argument)] ?? null;
  }
  if (entity === null || entity === undefined) return null;
  // The field that reads the type answered it: it is that type's parent.
  const node = entity as NodeParent;
  typeOfNode.set(node, type);
  return node;
}

function nodeOf(nodeId: string, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<NodeParent | null> {
  const target = nodeTargetOf(nodeId);
  // The input guard refuses such an id before any resolver; this is for a caller that went around it.
  if (!target) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return readNode(target, ctx, info);
}

/** `Node.nodeId` on each of its types: the type's name and its own `id`, made opaque. */
const nodeIdFields = Object.fromEntries(
  NODE_TYPES.map((type) => [
    type,
    {
      nodeId: async (entity: unknown, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) =>
        globalIdOf(type, await idOf(type, entity, ctx, info)),
    },
  ]),
) as Resolvers;

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_parent, { nodeId }, ctx, info) => nodeOf(nodeId, ctx, info),
    nodes: (_parent, { nodeIds }, ctx, info) => {
      if (nodeIds.length > NODES_LIMIT) throw gatewayError('BAD_USER_INPUT', TOO_MANY_NODE_IDS, true);
      // Each id alone: one that cannot be read is null with its error, the others answer; the loaders below
      // read a file's list once for all its items. (Codegen types a list's items as values or promises of
      // values; graphql-js also takes a promise that answers null, or fails, for an item of `[Node]`.)
      return nodeIds.map((nodeId) => nodeOf(nodeId, ctx, info)) as unknown as NodeParent[];
    },
  },
  Node: { __resolveType: (entity) => typeOfNode.get(entity) ?? null },
  ...nodeIdFields,
};
