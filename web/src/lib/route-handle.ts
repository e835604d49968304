import type { HoldsModule } from '@portal/schema/rules/modules';
import { holdsModules, paths, type PathKey } from './paths.ts';

/** What a route declares in its `handle`: the key of its path, whose title and modules the table holds. */
export type RouteHandle = { path: PathKey };

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const path = (value as { path?: unknown }).path;
  return typeof path === 'string' && Object.hasOwn(paths, path);
}

/**
 * Spec 000 §2.2: the first route of the matched chain whose modules the selected file does not hold, to name
 * it on /module-interdit/:page; null when every route passes.
 */
export function firstRefusedPath(handles: readonly unknown[], hasPermission: HoldsModule): PathKey | null {
  for (const handle of handles) {
    if (isRouteHandle(handle) && !holdsModules(handle.path, hasPermission)) return handle.path;
  }
  return null;
}

/** The title of the screen shown: that of the deepest matched route naming a path. */
export function screenTitle(handles: readonly unknown[]): string | null {
  const last = handles.filter(isRouteHandle).at(-1);
  return last ? paths[last.path].title : null;
}
