import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as tools from './tools-service.ts';

export const toolsResolvers: Resolvers = {
  Dossier: {
    tools: (d, { categorie }, ctx) => tools.fileTools(ctx, d, categorie ?? null),
    toolCategory: (d, { slug }, ctx) => tools.fileToolCategory(ctx, d, slug),
  },
  Viewer: {
    hiringSimulatorScriptUrl: (_viewer, _args, ctx) => ctx.config.hiringSimulatorScriptUrl,
  },
  Tool: {
    id: (t) => entityIdOf(t.codeDossier, t.slug),
  },
  Mutation: {
    setToolFavorite: (_parent, { input }, ctx) => tools.setFavorite(ctx, input.id, input.favorite),
  },
};
