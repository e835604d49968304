import { defaultExtractPersistedOperationId } from '@graphql-yoga/plugin-persisted-operations';
import { Kind, parse } from 'graphql';
import type { FieldNode } from 'graphql';
import type { GraphQLOutputType } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { getComplexity } from 'graphql-query-complexity';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import type { GatewayServerContext } from '../context.ts';
import { nodeTargetOf } from '../domains/node/node-keys.ts';
import { gatewayError } from '../graphql/graphql-errors.ts';
import type { TrustedDocuments } from '../graphql/trusted-documents.ts';

/**
 * Legacy calls each field may cause itself, beyond those its parent made (the session check, the files and
 * rights a file's fields share through the loaders). A field missing here costs nothing: it maps data at hand.
 * Mutations count every call of their resolver, their checks included.
 */
export const LEGACY_CALLS: Readonly<Record<string, number>> = {
  'Query.viewer': 1,
  'Query.dossier': 3,
  'Query.theme': 1,
  // The caller's budget, read from the rate limit's store.
  'Query.rateLimit': 0,
  'Viewer.fonctionsUtilisateur': 1,
  'Viewer.droitsUtilisateur': 1,
  'Viewer.user': 1,
  'Viewer.dossiers': 1,
  'Viewer.dossierConnection': 1,
  'Viewer.notificationConnection': 1,
  'Viewer.selectedDossier': 2,
  'Viewer.pendingInvitationCount': 1,
  'Viewer.portfolioSearch': 1,
  'Viewer.homeSections': 1,
  'Viewer.notifications': 1,
  'Viewer.unreadNotificationCount': 1,
  'Viewer.tourInProgress': 1,
  // The tokens' own session, checked with the legacy when the person has tokens.
  'Viewer.apiTokenSessionEnded': 1,
  // The store's tree, the viewer's rights on it and one list per node it opens (12 in the firm's store): a node
  // holding over 100 documents costs one more call per 100, charged after the answer.
  'Dossier.documentTree': 16,
  'Dossier.permissions': 2,
  'Dossier.documentUploadKinds': 2,
  'Dossier.keyFigures': 1,
  'Dossier.appointments': 1,
  'Dossier.nextAppointment': 1,
  'Dossier.appointment': 2,
  'Dossier.events': 1,
  'Dossier.nextEvent': 1,
  'Dossier.event': 2,
  'Appointment.participants': 1,
  'Event.linkedEvents': 1,
  'Event.subscriptions': 1,
  'Mutation.signIn': 1,
  'Mutation.signOut': 1,
  'Mutation.createApiToken': 2,
  'Mutation.revokeApiToken': 1,
  'Mutation.confirmApiToken': 1,
  'Mutation.renewApiTokenSession': 2,
  'Mutation.setFavoriteDossier': 4,
  'Mutation.bookAppointment': 4,
  'Mutation.editAppointment': 5,
  'Mutation.cancelAppointment': 5,
  'Mutation.subscribeToEvent': 6,
  'Mutation.declineEvent': 6,
};

// A connection's edges and nodes are the page its field read (paging.ts).
const PAGING = /(Connection|Edge)$/;

/**
 * The lists the legacy pages without counting: their `totalCount` reads on from the page to the list's end, one
 * call per 100 items (counted once here, for a list of up to 100 after the page; more are charged after).
 */
const COUNTED_BY_READING = new Set(['StoreNode.documents', 'DocumentationLibrary.documents']);

/** Whether a list's selection asks for its total (directly, not through a fragment). */
const asksTotal = (node: FieldNode): boolean =>
  node.selectionSet?.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'totalCount') ?? false;

// Read without graphql's type predicates: under Vitest the schema's classes may come from graphql's other build.
const answersObjects = (type: GraphQLOutputType): boolean =>
  'ofType' in type ? answersObjects(type.ofType) : 'getFields' in type || 'getTypes' in type;

/**
 * A change not in the table: the most calls a change of the web app makes, its checks and the payload's re-reads
 * included (issue 42: the estimate is an upper bound, checked for every operation by the contract's
 * operation-budgets.test.ts).
 */
const UNLISTED_MUTATION_CALLS = 9;
/** A read of its own not in the table: its call and the one or two its checks (rights, role) may add. */
const UNLISTED_READ_CALLS = 3;

/**
 * `node` and `nodes`: each global id read through its type's field (domains/node), whose calls its loaders share
 * within the request: each file opened once (`Query.dossier`), each list read once per file, the viewer once.
 */
function nodeReadCalls(ids: readonly unknown[]): number {
  const files = new Set<string>();
  // Each field reading a type, once per file (or once for the viewer's lists).
  const reads = new Map<string, string>();
  let viewer = 0;
  for (const id of ids) {
    const target = typeof id === 'string' ? nodeTargetOf(id) : null;
    if (!target) continue;
    if (target.codeDossier === null) viewer = LEGACY_CALLS['Query.viewer'] ?? 1;
    else files.add(target.codeDossier);
    if (target.field !== 'Query.dossier')
      reads.set(`${target.codeDossier ?? ''} ${target.field}`, target.field);
  }
  const listed = [...reads.values()].map((field) => LEGACY_CALLS[field] ?? UNLISTED_READ_CALLS);
  return viewer + files.size * (LEGACY_CALLS['Query.dossier'] ?? 3) + listed.reduce((a, b) => a + b, 0);
}

/**
 * The calls of a field, its selection's included: the table's; else a change's upper bound; else one call for a
 * field of its own resolver that answers an object (a read of its own), none for one mapping data at hand. A
 * connection's items count `first` times.
 */
const legacyCalls: ComplexityEstimator = ({ type, field, node, args, childComplexity }) => {
  if (type.name === 'Query' && (field.name === 'node' || field.name === 'nodes')) {
    const ids: unknown[] = field.name === 'node' ? [args['nodeId']] : ((args['nodeIds'] as unknown[]) ?? []);
    return nodeReadCalls(ids) + childComplexity * Math.max(1, ids.length);
  }
  const key = `${type.name}.${field.name}`;
  const listed = LEGACY_CALLS[key];
  const own =
    listed ??
    (type.name === 'Mutation'
      ? UNLISTED_MUTATION_CALLS
      : field.resolve !== undefined && answersObjects(field.type) && !PAGING.test(type.name)
        ? UNLISTED_READ_CALLS
        : 0);
  const first = typeof args['first'] === 'number' ? Math.max(1, args['first']) : 1;
  const count = COUNTED_BY_READING.has(key) && asksTotal(node) ? 1 : 0;
  return own + count + childComplexity * first;
};

const VARIABLE_DIRECTIVES = /@(?:skip|include)\b/;

// The same bound graphql-armor puts on a document Yoga parses: the estimate reads nothing bigger.
const MAX_TOKENS = 2000;

/**
 * The legacy calls one operation may cause, read from its document before anything runs: each field counted
 * once per place it is asked (aliases and fragment spreads add up; a list's items are not known yet, so the
 * per-request count during execution stays the backstop). 0 for a document that cannot be read or whose
 * variables do not fit: it will not run.
 */
export function estimateLegacyCalls(schema: GraphQLSchema, text: string, params: GraphQLParams): number {
  try {
    return getComplexity({
      schema,
      query: parse(text, { maxTokens: MAX_TOKENS }),
      variables: params.variables ?? {},
      ...(params.operationName ? { operationName: params.operationName } : {}),
      estimators: [legacyCalls],
    });
  } catch {
    return 0;
  }
}

/**
 * Refuses, before any operation runs, an HTTP request whose operations together would cause more legacy calls
 * than `limit` (LEGACY_CALLS_PER_REQUEST): a batch of aliased fields is answered TOO_MANY_UPSTREAM_CALLS without
 * reaching the legacy. The web app's documents are read from the trusted ones, as the gateway will run them.
 */
export function useLegacyCallBudget(options: {
  limit: number;
  documents: Pick<TrustedDocuments, 'text'>;
}): Plugin {
  let schema: GraphQLSchema | undefined;
  // The web app's documents are few and fixed: each is read once per hash and operation name, not on every
  // request (keyed by the short hash: a key made of the text cost a copy and a hash of it per request). Only
  // `@skip` and `@include` make an estimate depend on the variables; a document using them is read each time.
  const trustedEstimates = new Map<string, number | 'per-request'>();
  const trustedEstimate = (
    known: GraphQLSchema,
    hash: string,
    text: string,
    params: GraphQLParams,
  ): number => {
    const key = `${hash}\n${params.operationName ?? ''}`;
    const kept = trustedEstimates.get(key);
    if (typeof kept === 'number') return kept;
    const estimate = estimateLegacyCalls(known, text, params);
    if (kept === undefined)
      trustedEstimates.set(key, VARIABLE_DIRECTIVES.test(text) ? 'per-request' : estimate);
    return estimate;
  };
  return {
    onSchemaChange({ schema: current }) {
      schema = current as GraphQLSchema;
      trustedEstimates.clear();
    },
    onRequestParse({ request, serverContext }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (!schema) return;
          const known = schema;
          const operations = Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult];
          let estimate = 0;
          for (const params of operations) {
            if (params.query !== undefined) {
              estimate += estimateLegacyCalls(known, params.query, params);
              continue;
            }
            // The trusted document a hash names, as the persisted operations plugin will find it.
            const hash = defaultExtractPersistedOperationId(params, request, serverContext);
            const text = hash === null ? null : options.documents.text(hash);
            if (hash !== null && text !== null) estimate += trustedEstimate(known, hash, text, params);
          }
          if (estimate > options.limit) throw gatewayError('TOO_MANY_UPSTREAM_CALLS');
          // The cost the rate limit charges and the answer reports (plugins/request-cost.ts).
          const { cost } = serverContext as unknown as Partial<GatewayServerContext>;
          if (cost) cost.requested = estimate;
        },
      };
    },
  };
}
