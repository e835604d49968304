// Code outside React (the Apollo error link) must navigate too; the router registers its own navigate here
// so that a redirect stays a client-side transition. Before that, a full page load is the safe fallback.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

let settledPath: string | null = null;

/** The path the user is on once a navigation has settled; null before the first one. */
export function getSettledPath(): string | null {
  return settledPath;
}

export function setSettledPath(path: string): void {
  settledPath = path;
}

let pendingPath: string | null = null;

/** The path a navigation still loading (its middleware, its screen's code and query) is going to; else null. */
export function getPendingPath(): string | null {
  return pendingPath;
}

export function setPendingPath(path: string | null): void {
  pendingPath = path;
}
