import { portfolioSearchTerm } from '@portal/schema/rules/portfolio-search';
import { started, type Prefetch } from '../../graphql/prefetch.ts';
import { isCollaborateur, viewerDossiers } from './dossier-access.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const dossierPrefetch: Prefetch = {
  file: {
    permissions: (ctx) => started(ctx.legacy.droits.rights()),
    respondent: (ctx, code) => {
      const hint = ctx.legacy.identityHint;
      if (hint) started(isCollaborateur(hint) ? ctx.legacy.user.members(code) : ctx.legacy.user.profile());
    },
  },
  viewer: {
    dossiers: (ctx, hint) => started(viewerDossiers(ctx, hint)),
    fonctionsUtilisateur: (ctx) => started(ctx.legacy.droits.rights()),
    droitsUtilisateur: (ctx) => started(ctx.legacy.droits.rights()),
    user: (ctx) => started(ctx.legacy.user.profile()),
    pendingInvitationCount: (ctx) => started(ctx.legacy.droits.invitations()),
    portfolioSearch: (ctx, hint, field) => {
      const term = portfolioSearchTerm.safeParse(field.args.term);
      if (isCollaborateur(hint) && term.success) started(ctx.legacy.collaborateur.searchDossiers(term.data));
    },
  },
};
