import { showsKeyFigures } from '@portal/schema/rules/key-figures';
import type { DossierResolvers, Resolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { dossierPermissions } from '../dossier-access.ts';
import type { GatewayContext } from '../context.ts';
import { homeSectionImageUrl } from '../file-urls.ts';
import type { DossierParent } from '../mappers.ts';

export const homeSections: NonNullable<ViewerResolvers['homeSections']> = async (_identity, _args, ctx) => {
  const sections = await ctx.legacy.home.sections();
  // Priority tiles first, the legacy order kept otherwise (sort is stable).
  return [...sections]
    .sort((a, b) => Number(b.estPrioritaire) - Number(a.estPrioritaire))
    .map((s) => ({
      id: s._id,
      title: s.title,
      subtitle: s.subtitle ?? null,
      url: s.url,
      estPrioritaire: s.estPrioritaire,
      imageUrl: homeSectionImageUrl(s._id),
    }));
};

const figuresShown = async (d: DossierParent, ctx: GatewayContext) =>
  showsKeyFigures(d, await dossierPermissions(ctx, d));

export const keyFigures: NonNullable<DossierResolvers['keyFigures']> = async (d, _args, ctx) => {
  // Where the carousel does not show, no call at all.
  if (!(await figuresShown(d, ctx))) return [];
  const figures = await ctx.legacy.home.keyFigures(d.codeDossier);
  return figures.map((f) => ({
    id: `${d.codeDossier}:${f.slug}`,
    slug: f.slug,
    libelle: f.libelle,
    valeur: f.valeur,
    unite: f.unite,
    decimales: f.decimales,
    dateFinExercice: f.dateFinExercice ?? null,
  }));
};

export const homeResolvers: Resolvers = {
  Viewer: { homeSections },
  Dossier: {
    keyFigures,
    showsKeyFigures: (d, _args, ctx) => figuresShown(d, ctx),
  },
};
