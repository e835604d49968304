import type { GraphQLParams } from 'graphql-yoga';
import { badMultipart, TOO_MANY_FILES } from './multipart-errors.ts';
import { StreamingUpload } from './streaming-upload.ts';

// Names through which a path would leave the JSON the client sent and reach a prototype (Object.prototype for
// the whole process): never a segment of a path, even where JSON.parse made them own properties.
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);
const ARRAY_INDEX = /^(0|[1-9]\d{0,5})$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const noVariable = (path: string) =>
  badMultipart(`Le chemin « ${path} » de la requête multipart ne désigne aucune variable à fichier.`);

/**
 * The slot a path of the map names: a `null` the client left in the variables of an operation
 * (`variables.input.files.0`, or `1.variables.…` in a batch), reached segment by segment through own properties
 * and array indexes only. Anything else (another part of the operation, a missing or filled slot, a prototype)
 * is refused.
 */
function slotOf(
  operations: unknown,
  path: string,
): { holder: Record<string, unknown> | unknown[]; key: string } {
  const keys = path.split('.');
  const variablesAt = Array.isArray(operations) ? 1 : 0;
  if (keys[variablesAt] !== 'variables' || keys.length < variablesAt + 2) throw noVariable(path);
  let node: unknown = operations;
  for (const [depth, key] of keys.entries()) {
    if (FORBIDDEN_SEGMENTS.has(key)) throw noVariable(path);
    let holder: Record<string, unknown> | unknown[];
    if (Array.isArray(node)) {
      if (!ARRAY_INDEX.test(key) || Number(key) >= node.length) throw noVariable(path);
      holder = node;
    } else if (isPlainObject(node) && Object.hasOwn(node, key)) holder = node;
    else throw noVariable(path);
    const value: unknown = (holder as Record<string, unknown>)[key];
    if (depth === keys.length - 1) {
      if (value !== null) throw noVariable(path);
      return { holder, key };
    }
    node = value;
  }
  throw noVariable(path);
}

/**
 * Reads the spec's `operations` and `map` fields: each file of the map becomes a StreamingUpload placed at every
 * path it names. Answers the operations to run and the uploads by part name, in the map's order.
 */
export function placeUploads(
  operationsText: string,
  mapText: string,
  maxFiles: number,
): { operations: GraphQLParams | GraphQLParams[]; uploads: Map<string, StreamingUpload> } {
  const operations = parseJson('operations', operationsText);
  const valid = (o: unknown) =>
    isPlainObject(o) && (o.variables === undefined || isPlainObject(o.variables) || o.variables === null);
  if (Array.isArray(operations) ? !operations.every(valid) : !valid(operations))
    throw badMultipart('Le champ « operations » de la requête multipart doit décrire une opération GraphQL.');
  const map = parseJson('map', mapText);
  if (!isPlainObject(map)) throw badMultipart('Le champ « map » de la requête multipart doit être un objet.');
  const entries = Object.entries(map);
  if (entries.length > maxFiles) throw badMultipart(TOO_MANY_FILES);
  const slots = entries.map(([field, paths]) => {
    if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string'))
      throw badMultipart('Le champ « map » de la requête multipart doit lister des chemins.');
    return { field, slots: (paths as string[]).map((path) => ({ path, ...slotOf(operations, path) })) };
  });
  const uploads = new Map<string, StreamingUpload>();
  for (const { field, slots: fieldSlots } of slots) {
    const upload = new StreamingUpload();
    uploads.set(field, upload);
    for (const { path, holder, key } of fieldSlots) {
      // Two paths naming one slot: the second would find it filled.
      if ((holder as Record<string, unknown>)[key] !== null) throw noVariable(path);
      (holder as Record<string, unknown>)[key] = upload;
    }
  }
  return { operations: operations as GraphQLParams | GraphQLParams[], uploads };
}

function parseJson(field: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badMultipart(`Le champ « ${field} » de la requête multipart n'est pas un JSON valide.`);
  }
}
