import { z } from 'zod';
import { invitationShape } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const rightsShape = z.object({
  userId: z.string(),
  typeUtilisateur: z.string(),
  mesDroits: z.object({
    utilisateur: z.array(z.string()),
    dossiers: z.array(z.object({ codeDossier: z.string(), modules: z.array(z.string()) })),
  }),
  fonctionsUtilisateur: z.array(z.string()),
});
export type LegacyRights = z.output<typeof rightsShape>;
export const fileRightsShape = z.object({ codeDossier: z.string(), modules: z.array(z.string()) });
export const invitationListShape = z.array(invitationShape);
