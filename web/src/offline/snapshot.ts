import type { NormalizedCacheObject } from '@apollo/client';

/** What is kept of the Apollo cache between visits, with the time its freshest answer arrived. */
export interface Snapshot {
  savedAt: number;
  data: NormalizedCacheObject;
}

/**
 * The cache as it may be written to the device: the queries' answers only. Apollo files each mutation's answer
 * under ROOT_MUTATION with its arguments, which would keep a sign-in's password or a form's text on disk.
 */
export function persistableCache(extracted: NormalizedCacheObject): NormalizedCacheObject {
  const { ROOT_MUTATION: _mutations, ...queries } = extracted;
  return queries;
}

/** The signed-in person's cache id (Viewer's), or null when the cache holds no signed-in viewer. */
export function viewerOf(extracted: NormalizedCacheObject): string | null {
  const root = extracted.ROOT_QUERY as Record<string, unknown> | undefined;
  const viewer = root?.viewer as { __ref?: unknown } | null | undefined;
  return typeof viewer?.__ref === 'string' ? viewer.__ref : null;
}

/**
 * The key of a person's cache for one file: what they saw on that file is given back only to them, and only
 * when that file is the one they come back to.
 */
export function snapshotKey(viewer: string, codeDossier: string | null): string {
  return JSON.stringify([viewer, codeDossier]);
}

/** The same session lifetime as the gateway's cookie: older data belongs to a session that is over. */
export const SNAPSHOT_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function isExpired(snapshot: Snapshot, now: number): boolean {
  return now - snapshot.savedAt > SNAPSHOT_LIFETIME_MS;
}
