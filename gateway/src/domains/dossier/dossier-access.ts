import { isSelectable } from '@portal/schema/rules/dossiers';
import { PORTFOLIO_SEARCH_MIN_LENGTH } from '@portal/schema/rules/portfolio-search';
import type { GatewayContext } from '../../context.ts';
import type { Identity } from '../../transport/legacy-identity.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { reachesFile } from '../api-tokens/token-areas.ts';

/**
 * What the rights checks read: the request's legacy client (a GraphQL context, or a file route's), and the token
 * it authenticated with, if any: a token limited to files sees no other.
 */
export type LegacyContext = Pick<GatewayContext, 'legacy'> & Partial<Pick<GatewayContext, 'apiToken'>>;

export const isCollaborateur = (identity: Identity): boolean => identity.typeUtilisateur === 'collab';

/** The signed-in person, or UNAUTHENTICATED. */
export async function requireViewer(ctx: LegacyContext): Promise<Identity> {
  const identity = await ctx.legacy.auth.identity();
  if (identity === null) throw gatewayError('UNAUTHENTICATED');
  return identity;
}

/** The files the person sees: owned and shared for a client, the portfolio for a collaborator. */
export async function viewerDossiers(ctx: LegacyContext, identity: Identity): Promise<LegacyDossier[]> {
  const all = await (isCollaborateur(identity)
    ? ctx.legacy.droits.portfolio(identity.userId)
    : ctx.legacy.user.dossiers());
  return ctx.apiToken?.files ? all.filter((d) => reachesFile(ctx.apiToken, d.codeDossier)) : all;
}

/**
 * The file when the person may act on it, else null: one of a client's files; for a collaborator a selectable
 * file of the portfolio or, outside it, one the staff search finds with exactly that code.
 */
export async function accessibleDossier(
  ctx: LegacyContext,
  identity: Identity,
  codeDossier: string,
): Promise<LegacyDossier | null> {
  if (!reachesFile(ctx.apiToken, codeDossier)) return null;
  const own = (await viewerDossiers(ctx, identity)).find((d) => d.codeDossier === codeDossier);
  if (!isCollaborateur(identity)) return own ?? null;
  const selectable = (d: LegacyDossier | undefined) => (d && isSelectable(d.statut, d.id) ? d : null);
  if (own) return selectable(own);
  if (codeDossier.trim().length < PORTFOLIO_SEARCH_MIN_LENGTH) return null;
  const found = await ctx.legacy.collaborateur.searchDossiers(codeDossier);
  return selectable(found.find((d) => d.codeDossier === codeDossier));
}

/**
 * Starts loading the viewer's files beside the session check, for the person the signed cookie names, so that
 * checking a file's rights does not wait for the check to finish (the session check stays the authority).
 */
function prefetchViewerDossiers(ctx: LegacyContext): void {
  const hint = ctx.legacy.identityHint;
  if (!hint) return;
  // The loader keeps the promises: whoever needs them later awaits them and sees their failure, if any.
  viewerDossiers(ctx, hint).catch(() => undefined);
  ctx.legacy.droits.rights().catch(() => undefined);
}

/** The file, checked against the viewer's rights before any call about it; FORBIDDEN outside them. */
export async function requireDossier(ctx: LegacyContext, codeDossier: string): Promise<LegacyDossier> {
  prefetchViewerDossiers(ctx);
  const identity = await requireViewer(ctx);
  const dossier = await accessibleDossier(ctx, identity, codeDossier);
  if (dossier === null) throw gatewayError('FORBIDDEN', 'Accès refusé à ce dossier.');
  return dossier;
}

/**
 * The viewer's effective permissions on a file: the user-wide rights plus the file's modules, from the rights
 * call for a client, from the file's rights for a collaborator.
 */
export function dossierPermissions(ctx: LegacyContext, d: LegacyDossier): Promise<string[]> {
  let known = workedOut.get(ctx.legacy);
  if (!known) {
    known = new WeakMap();
    workedOut.set(ctx.legacy, known);
  }
  let permissions = known.get(d);
  if (!permissions) {
    permissions = permissionsOf(ctx, d);
    known.set(d, permissions);
  }
  return permissions;
}

// Several fields of one answer ask for a file's permissions (the file's own list, then each home section's
// check): they are worked out once per file and request (its legacy client).
const workedOut = new WeakMap<LegacyContext['legacy'], WeakMap<LegacyDossier, Promise<string[]>>>();

async function permissionsOf(ctx: LegacyContext, d: LegacyDossier): Promise<string[]> {
  const [identity, rights] = await Promise.all([requireViewer(ctx), ctx.legacy.droits.rights()]);
  const modules = isCollaborateur(identity)
    ? (await ctx.legacy.droits.fileRights(d.guidPersonne, d.codeDossier)).modules
    : (rights.mesDroits.dossiers.find((r) => r.codeDossier === d.codeDossier)?.modules ?? []);
  return [...new Set([...rights.mesDroits.utilisateur, ...modules])];
}
