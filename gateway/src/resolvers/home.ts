import { INDIVIDUAL_CLIENT_ENTITY } from '@portal/schema/rules/dossiers';
import type { DossierResolvers, Resolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import { holdsAnyModule } from '../dossier-access.ts';
import { homeSectionImageUrl } from '../file-urls.ts';

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

export const keyFigures: NonNullable<DossierResolvers['keyFigures']> = async (d, _args, ctx) => {
  // Individual clients have no key figures (spec 000 §6), nor those without the figures module: no call at all.
  if (d.codeEntite === INDIVIDUAL_CLIENT_ENTITY || !(await holdsAnyModule(ctx, d, ['mod_chiffres'])))
    return [];
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

export const homeResolvers: Resolvers = { Viewer: { homeSections }, Dossier: { keyFigures } };
