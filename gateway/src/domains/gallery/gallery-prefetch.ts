import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const galleryPrefetch: Prefetch = {
  viewer: {
    galleryImages: (ctx) => started(ctx.legacy.gallery.list()),
  },
};
