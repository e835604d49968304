import { canGoToMap, isSelectable, selectDossier } from '@portal/schema/rules/dossiers';
import type { DossierResolvers, Resolvers, ViewerResolvers } from '../../__generated__/resolvers-types.ts';
import {
  accessibleDossier,
  dossierPermissions,
  isCollaborateur,
  requireViewer,
  viewerDossiers,
} from './dossier-access.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import * as dossiers from './dossiers-service.ts';

// A file's legacy id is "" for a PasInscrit file without an account: no id then.
const legacyIdOf = (d: LegacyDossier) => d.id || null;

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
    if (!isCollaborateur(identity)) return selectDossier(await viewerDossiers(ctx, identity), codeDossier);
    return codeDossier ? accessibleDossier(ctx, identity, codeDossier) : null;
  },
  pendingInvitationCount: (_identity, _args, ctx) => dossiers.pendingInvitationCount(ctx),
  portfolioSearch: (identity, { term }, ctx) => dossiers.searchPortfolio(ctx, identity, term),
};

const dossierFields: DossierResolvers = {
  id: (d) => d.codeDossier,
  legacyId: legacyIdOf,
  permissions: (d, _args, ctx) => dossierPermissions(ctx, d),
  // The very check opening the file makes (requireDossier), on the lists the request has already read.
  canOpen: async (d, _args, ctx) =>
    (await accessibleDossier(ctx, await requireViewer(ctx), d.codeDossier)) !== null,
  respondent: (d, _args, ctx) => dossiers.respondentOf(ctx, d),
};

export const dossierResolvers: Resolvers = {
  PortfolioDossier: {
    id: (d) => d.codeDossier,
    legacyId: legacyIdOf,
    selectionnable: (d) => isSelectable(d.statut, d.id),
    carto: (d) => canGoToMap(d.statut),
  },
  Mutation: {
    setFavoriteDossier: (_parent, { codeDossier }, ctx) => dossiers.setFavorite(ctx, codeDossier),
  },
  Viewer: viewerFields,
  Dossier: dossierFields,
};
