import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// The services directory (legacy-api/CONTRACT.md, services directory).
export const serviceShape = z.object({
  _id: legacyId,
  slug: z.string(),
  titre: z.string(),
  description: orNull(z.string()),
  categories: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  tags: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  dateCreation: orNull(z.string()),
  isStarred: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  presentation: orNull(z.string()),
  accompagnement: orNull(z.string()),
  expertise: orNull(z.string()),
  ressources: z
    .array(
      z.object({
        type: z.string(),
        idVideo: orNull(z.string()),
        nom: orNull(z.string()),
        lien: orNull(z.string()),
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
});
export type LegacyService = z.output<typeof serviceShape>;
export const serviceListShape = z.array(serviceShape);
