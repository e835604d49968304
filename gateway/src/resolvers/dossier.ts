import { canGoToMap, isSelectable, selectDossier } from '@portal/schema/rules/dossiers';
import { portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import type {
  DossierResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  ViewerResolvers,
} from '../__generated__/resolvers-types.ts';
import {
  accessibleDossier,
  dossierPermissions,
  isCollaborateur,
  prefetchViewerDossiers,
  requireDossier,
  requireViewer,
  viewerDossiers,
} from '../dossier-access.ts';
import { gatewayError } from '../graphql-errors.ts';
import type { LegacyDossier } from '../legacy/shapes.ts';
import { selectsAnyOf } from '../selection.ts';

// A file's legacy id is "" for a PasInscrit file without an account: no id then.
const legacyIdOf = (d: LegacyDossier) => d.id || null;

export const viewer: NonNullable<QueryResolvers['viewer']> = (_parent, _args, ctx, info) => {
  if (selectsAnyOf(info, ['dossiers', 'selectedDossier'])) prefetchViewerDossiers(ctx);
  return ctx.legacy.auth.identity();
};

export const dossier: NonNullable<QueryResolvers['dossier']> = (_parent, { codeDossier }, ctx) =>
  requireDossier(ctx, codeDossier);

const viewerFields: ViewerResolvers = {
  id: (identity) => identity.userId,
  login: (identity) => identity.userId,
  isCollaborateur: (identity) => isCollaborateur(identity),
  fonctionsUtilisateur: async (_identity, _args, ctx) =>
    (await ctx.legacy.droits.rights()).fonctionsUtilisateur,
  droitsUtilisateur: async (_identity, _args, ctx) =>
    (await ctx.legacy.droits.rights()).mesDroits.utilisateur,
  user: (_identity, _args, ctx) => ctx.legacy.user.profile(),
  dossiers: (identity, _args, ctx) => viewerDossiers(ctx, identity),
  selectedDossier: async (identity, { codeDossier }, ctx) => {
    if (!isCollaborateur(identity)) return selectDossier(await ctx.legacy.user.dossiers(), codeDossier);
    return codeDossier ? accessibleDossier(ctx, identity, codeDossier) : null;
  },
  pendingInvitationCount: async (_identity, _args, ctx) => {
    const now = Date.now();
    const invitations = await ctx.legacy.droits.invitations();
    return invitations.filter(
      (i) => !i.dateAcceptation && !i.dateRefus && (!i.dateExpiration || Date.parse(i.dateExpiration) > now),
    ).length;
  },
  portfolioSearch: async (identity, { term }, ctx) => {
    if (!isCollaborateur(identity)) throw gatewayError('FORBIDDEN');
    const parsed = portfolioSearchTerm.safeParse(term);
    if (!parsed.success) throw gatewayError('BAD_USER_INPUT', parsed.error.issues[0]?.message, true);
    return ctx.legacy.collaborateur.searchDossiers(parsed.data);
  },
};

const dossierFields: DossierResolvers = {
  id: (d) => d.codeDossier,
  legacyId: legacyIdOf,
  permissions: (d, _args, ctx) => dossierPermissions(ctx, d),
};

export const setFavoriteDossier: NonNullable<MutationResolvers['setFavoriteDossier']> = async (
  _parent,
  { codeDossier },
  ctx,
) => {
  await requireDossier(ctx, codeDossier);
  const dossiers = await viewerDossiers(ctx, await requireViewer(ctx));
  await ctx.legacy.user.setFavorite(codeDossier);
  // The legacy makes it the only favourite (CONTRACT.md): the new flags need no second call.
  return { dossiers: dossiers.map((d) => ({ ...d, estFavoris: d.codeDossier === codeDossier })), errors: [] };
};

export const dossierResolvers: Resolvers = {
  PortfolioDossier: {
    id: (d) => d.codeDossier,
    legacyId: legacyIdOf,
    selectionnable: (d) => isSelectable(d.statut, d.id),
    carto: (d) => canGoToMap(d.statut),
  },
  Query: { viewer, dossier },
  Mutation: { setFavoriteDossier },
  Viewer: viewerFields,
  Dossier: dossierFields,
};
