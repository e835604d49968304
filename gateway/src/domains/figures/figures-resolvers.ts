import { figureFormat, isMonthlySlug } from '@portal/schema/rules/figures';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as figures from './figures-service.ts';

export const figuresResolvers: Resolvers = {
  Dossier: {
    opensFigures: (d, _args, ctx) => figures.opensFileFigures(ctx, d),
    stats: (d, _args, ctx) => figures.fileStats(ctx, d),
    stat: (d, { slug }, ctx) => figures.fileStat(ctx, d, slug),
  },
  Stat: {
    id: (s) => entityIdOf(s.dossier.codeDossier, s.slug),
    monthly: (s) => isMonthlySlug(s.slug),
    unit: (s) => figureFormat(s.slug, s.dossier.typeActivite).unit,
    decimals: (s) => figureFormat(s.slug, s.dossier.typeActivite).decimals,
    updatedAt: (s, _args, ctx) => figures.updatedAt(ctx, s),
    exerciceStartMonth: (s, _args, ctx) => figures.exerciceStartMonth(ctx, s),
    closedYears: (s, _args, ctx) => figures.closedYears(ctx, s),
    months: (s, _args, ctx) => figures.months(ctx, s),
  },
  Mutation: {
    setStatFavorite: (_parent, { input }, ctx) => figures.setFavorite(ctx, input.id, input.favorite),
  },
};
