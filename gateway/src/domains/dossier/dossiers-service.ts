import { OWNER_ROLE } from '@portal/schema/rules/dossiers';
import { portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { isCollaborateur, requireDossier, requireViewer, viewerDossiers } from './dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { reachesFile } from '../api-tokens/token-areas.ts';
import type { Identity } from '../../transport/legacy-identity.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';

/** Invitations received and still pending: neither accepted nor refused, not expired. */
export async function pendingInvitationCount(ctx: GatewayContext): Promise<number> {
  const now = Date.now();
  const invitations = await ctx.legacy.droits.invitations();
  return invitations.filter(
    (i) => !i.dateAcceptation && !i.dateRefus && (!i.dateExpiration || Date.parse(i.dateExpiration) > now),
  ).length;
}

/** The staff search of files by code or name (collaborators only; 3 characters at least, in French). */
export async function searchPortfolio(
  ctx: GatewayContext,
  identity: Identity,
  term: string,
): Promise<LegacyDossier[]> {
  if (!isCollaborateur(identity)) throw gatewayError('FORBIDDEN');
  const parsed = portfolioSearchTerm.safeParse(term);
  if (!parsed.success) throw gatewayError('BAD_USER_INPUT', parsed.error.issues[0]?.message, true);
  const found = await ctx.legacy.collaborateur.searchDossiers(parsed.data);
  return found.filter((d) => reachesFile(ctx.apiToken, d.codeDossier));
}

/** Makes a file of the viewer's their only favourite; the payload lists their files with the new flags. */
export async function setFavorite(
  ctx: GatewayContext,
  codeDossier: string,
): Promise<ResolversTypes['SetFavoriteDossierPayload']> {
  await requireDossier(ctx, codeDossier);
  const dossiers = await viewerDossiers(ctx, await requireViewer(ctx));
  await ctx.legacy.user.setFavorite(codeDossier);
  // The legacy makes it the only favourite (CONTRACT.md): the new flags need no second call.
  return { dossiers: dossiers.map((d) => ({ ...d, estFavoris: d.codeDossier === codeDossier })), errors: [] };
}

interface Person {
  guidPersonne?: string | null;
  nom: string;
  prenom: string;
  mail?: string | null;
  tel?: string | null;
}

const respondent = (d: LegacyDossier, person: Person, locked: boolean) => ({
  id: `${d.codeDossier}:${person.guidPersonne ?? ''}`,
  nom: person.nom,
  prenom: person.prenom,
  mail: person.mail ?? null,
  tel: person.tel ?? null,
  locked,
});

/**
 * Who answers for the file: the signed-in client (locked), or for a collaborator the file's owner, not the staff
 * member (not locked: staff may change it).
 */
export async function respondentOf(
  ctx: GatewayContext,
  d: LegacyDossier,
): Promise<ResolversTypes['Respondent'] | null> {
  if (isCollaborateur(await requireViewer(ctx))) {
    const owner = (await ctx.legacy.user.members(d.codeDossier)).find((m) => m.idRole === OWNER_ROLE);
    return owner ? respondent(d, owner, false) : null;
  }
  return respondent(d, await ctx.legacy.user.profile(), true);
}
