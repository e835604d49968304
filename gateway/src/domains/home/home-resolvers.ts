import { showsKeyFigures } from '@portal/schema/rules/key-figures';
import type { DossierResolvers, Resolvers, ViewerResolvers } from '../../__generated__/resolvers-types.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import type { GatewayContext } from '../../context.ts';
import { homeSectionImageUrl } from '../../graphql/file-urls.ts';
import type { DossierParent } from '../../graphql/mappers.ts';

export const homeSections: NonNullable<ViewerResolvers['homeSections']> = async (_identity, _args, ctx) => {
  const sections = await ctx.legacy.home.sections();
  // Priority tiles first, the legacy order kept otherwise (sort is stable).
  return [...sections].sort((a, b) => Number(b.estPrioritaire) - Number(a.estPrioritaire));
};

const figuresShown = async (d: DossierParent, ctx: GatewayContext) =>
  showsKeyFigures(d, await dossierPermissions(ctx, d));

export const keyFigures: NonNullable<DossierResolvers['keyFigures']> = async (d, _args, ctx) => {
  // Where the carousel does not show, no call at all.
  if (!(await figuresShown(d, ctx))) return [];
  const figures = await ctx.legacy.home.keyFigures(d.codeDossier);
  return figures.map((f) => ({ ...f, codeDossier: d.codeDossier }));
};

export const homeResolvers: Resolvers = {
  Viewer: { homeSections },
  HomeSection: { id: (s) => s._id, imageUrl: (s) => homeSectionImageUrl(s._id) },
  KeyFigure: { id: (f) => `${f.codeDossier}:${f.slug}` },
  Dossier: {
    keyFigures,
    showsKeyFigures: (d, _args, ctx) => figuresShown(d, ctx),
  },
};
