/** What a route declares about itself in its `handle` (spec 000 §2.2). */
export type RouteHandle = {
  /** Page title, also the parameter of /module-interdit/:page when a module is missing. */
  title: string;
  /** Modules of the selected file the route needs: any one of them, or all with requireAllModules. */
  modules?: string[];
  requireAllModules?: boolean;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}

/** A route with no module requirement passes; otherwise one listed module suffices, or all of them. */
export function holdsModules(handle: RouteHandle, hasPermission: (name: string) => boolean): boolean {
  const modules = handle.modules ?? [];
  if (modules.length === 0) return true;
  return handle.requireAllModules ? modules.every(hasPermission) : modules.some(hasPermission);
}

/** The first route of the matched chain whose modules are not held, to name it on the forbidden page. */
export function firstRefusedHandle(
  handles: readonly unknown[],
  hasPermission: (name: string) => boolean,
): RouteHandle | null {
  for (const handle of handles) {
    if (isRouteHandle(handle) && !holdsModules(handle, hasPermission)) return handle;
  }
  return null;
}

export function moduleForbiddenPath(handle: RouteHandle): string {
  return `/module-interdit/${encodeURIComponent(handle.title)}`;
}
