import { z } from 'zod';
import { legacyId } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const galleryImageShape = z.object({
  id: legacyId,
  sm: z.string(),
  lg: z.string(),
  description: z.string(),
});
export const galleryShape = z.array(galleryImageShape);
export type LegacyGalleryImage = z.output<typeof galleryImageShape>;
