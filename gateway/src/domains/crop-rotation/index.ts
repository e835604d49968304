import type { Domain } from '../domain.ts';
import { cropRotationPrefetch } from './crop-rotation-prefetch.ts';
import { CropRotationApi } from './crop-rotation-api.ts';
import { cropRotationResolvers } from './crop-rotation-resolvers.ts';

export const cropRotationDomain: Domain = {
  areas: (calls) => ({ cropRotation: new CropRotationApi(calls) }),
  resolvers: [cropRotationResolvers],
  prefetch: cropRotationPrefetch,
};
