// How the build groups the web app's modules into files, so that the signed-in home downloads in few requests:
// over HTTP/1.1 a browser opens six connections to a host, so forty small chunks cost several round trips of
// latency on a slow line, where three larger files cost one.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules that draw the signed-in home besides the entry: its frame and its screen (lazy routes). */
const HOME_ROUTE_MODULES = [
  '/src/app/layout/signed-in-route.tsx',
  '/src/app/layout/app-layout.tsx',
  '/src/app/routes/home/home-route.tsx',
];

function staticallyReachable(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk name of a module: `app` for what the entry starts (every page needs it), `home` for what the signed-in
 * home adds, or null to leave it to the default splitting (the other screens, loaded with their routes).
 */
export function firstScreenChunks(webRoot: string) {
  let groups: { app: Set<string>; home: Set<string> } | null = null;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (!groups) {
      // The entry's own few modules stay in the entry's file (src/main.tsx): it loads `app` with import().
      const entry = staticallyReachable(graph, [`${webRoot}/src/main.tsx`]);
      const app = new Set(
        [...staticallyReachable(graph, [`${webRoot}/src/app/start.tsx`])].filter((id) => !entry.has(id)),
      );
      const home = staticallyReachable(
        graph,
        HOME_ROUTE_MODULES.map((module) => `${webRoot}${module}`),
      );
      groups = { app, home };
    }
    if (groups.app.has(moduleId)) return 'app';
    if (groups.home.has(moduleId)) return 'home';
    return null;
  };
}
