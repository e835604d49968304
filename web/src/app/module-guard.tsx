import type { ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router';
import { firstRefusedHandle, moduleForbiddenPath } from '../lib/route-handle.ts';
import { useSession } from '../lib/session.ts';

/**
 * Spec 000 §2.2: a signed-in route needs one of its modules (all with requireAllModules) on the selected
 * file. Checked on every render, so switching to a file without them leaves the page at once.
 */
export function ModuleGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { hasPermission } = useSession();
  const refused = firstRefusedHandle(
    matches.map((match) => match.handle),
    hasPermission,
  );
  if (refused) return <Navigate replace to={moduleForbiddenPath(refused)} />;
  return children;
}
