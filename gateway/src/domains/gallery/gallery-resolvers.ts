import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { requireViewer } from '../dossier/dossier-access.ts';

const fileRoute = (id: string, size: 'sm' | 'lg') => `/fichiers/galerie/${encodeURIComponent(id)}/${size}`;

export const galleryResolvers: Resolvers = {
  Viewer: {
    galleryImages: async (_viewer, _args, ctx) => {
      await requireViewer(ctx);
      const images = await ctx.legacy.gallery.list();
      return images.map((image) => ({
        id: image.id,
        sm: fileRoute(image.id, 'sm'),
        lg: fileRoute(image.id, 'lg'),
        description: image.description,
      }));
    },
  },
};
