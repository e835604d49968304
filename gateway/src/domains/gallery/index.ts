import type { Domain } from '../domain.ts';
import { galleryPrefetch } from './gallery-prefetch.ts';
import { GalleryApi } from './gallery-api.ts';
import { galleryResolvers } from './gallery-resolvers.ts';

export const galleryDomain: Domain = {
  areas: (calls) => ({ gallery: new GalleryApi(calls) }),
  resolvers: [galleryResolvers],
  prefetch: galleryPrefetch,
};
