import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { firstRefusedPath } from '../../lib/route-handle.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Spec 000 §2.2: a signed-in screen needs the modules its path lists (lib/paths.ts) on the selected file.
 * Checked on every render, so switching to a file without them leaves the page at once for
 * /module-interdit/<title>.
 */
export function ModuleGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { hasPermission } = useSession();
  const refused = firstRefusedPath(
    matches.map((match) => match.handle),
    hasPermission,
  );
  if (refused) return <Navigate replace to={paths.moduleForbidden.href(paths[refused].title)} />;
  return children;
}
