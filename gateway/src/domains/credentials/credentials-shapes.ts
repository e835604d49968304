import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

/** A shared credential as the legacy answers it: never with its password. */
export const identifiantShape = z.object({
  id: legacyId,
  codeDossier: z.string(),
  titre: z.string(),
  nomUtilisateur: z.string(),
  dateCreation: orNull(z.string()),
  auteurCreation: orNull(z.string()),
  dateModificationAgent: orNull(z.string()),
  agentModification: orNull(z.string()),
  dateModificationAdherent: orNull(z.string()),
  adherentModification: orNull(z.string()),
});
export type LegacyIdentifiant = z.output<typeof identifiantShape>;
export const identifiantListShape = z.array(identifiantShape);
