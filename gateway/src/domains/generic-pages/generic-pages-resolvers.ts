import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as genericPages from './generic-pages-service.ts';

export const genericPagesResolvers: Resolvers = {
  Viewer: {
    genericPage: (_viewer, { pageId }, ctx) => genericPages.genericPage(ctx, pageId),
  },
};
