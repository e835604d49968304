// Without zod, so that the web's cache can key on global ids without loading it (ids.ts holds their shape).
/**
 * The types a script can hold and read again by their global id (`Node.nodeId`, issue 46; decision 017). Their
 * `id` stays what it was (the routes and the mutations take it); the global id names the type beside it.
 */
export const NODE_TYPES = [
  'Dossier',
  'Appointment',
  'Event',
  'Contact',
  'Duer',
  'Loan',
  'StoreNode',
  'Notification',
  'ApiToken',
  'Device',
] as const;

export type NodeType = (typeof NODE_TYPES)[number];

/** At most this many ids in one `nodes(nodeIds:)`. */
export const NODES_LIMIT = 100;
export const TOO_MANY_NODE_IDS = `Au plus ${NODES_LIMIT} identifiants par demande.`;

// The version of the payload: a later shape gets another, and the ids scripts stored keep their meaning.
const VERSION = 'v1';
const NODE_TYPE_SET: ReadonlySet<string> = new Set(NODE_TYPES);
// An entity's `id` as the schema writes it: a file's code, `<code>:<legacy id>`, or a token's or device's id.
const KEY = /^[A-Za-z0-9][\w:.-]{0,200}$/;
const BASE64URL = /^[A-Za-z0-9_-]{4,400}$/;

const base64url = (text: string): string =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function fromBase64url(text: string): string | null {
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
}

/** The global id of an entity of `type` whose `id` is `key`: opaque, the same wherever it is computed. */
export const globalIdOf = (type: NodeType, key: string): string => base64url(`${VERSION}:${type}:${key}`);

const isNodeType = (name: string): name is NodeType => NODE_TYPE_SET.has(name);

/** The type and `id` a global id names, or null when it is not one the gateway made (mistyped or forged). */
export function parseGlobalId(id: string): { type: NodeType; key: string } | null {
  if (!BASE64URL.test(id)) return null;
  const payload = fromBase64url(id);
  if (payload === null) return null;
  const [version, type, ...rest] = payload.split(':');
  const key = rest.join(':');
  if (version !== VERSION || type === undefined || !isNodeType(type) || !KEY.test(key)) return null;
  // Only the text this gateway writes for that payload: no padding, no second spelling of the same id.
  return globalIdOf(type, key) === id ? { type, key } : null;
}

/** The global id of a cached object, for the web's cache: null for a type that is not a Node, or without `id`. */
export function globalIdOfObject(object: { __typename?: string; id?: unknown }): string | null {
  const { __typename: type, id } = object;
  return type !== undefined && isNodeType(type) && (typeof id === 'string' || typeof id === 'number')
    ? globalIdOf(type, String(id))
    : null;
}
