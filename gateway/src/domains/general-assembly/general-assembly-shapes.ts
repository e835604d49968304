import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// The general assembly (legacy-api/CONTRACT.md, general assembly).
export const agDatesShape = z.object({ dateDebut: orNull(z.string()), dateFin: orNull(z.string()) });
export const agInvitationShape = z.object({
  id: legacyId,
  nbPersonne: orNull(z.number().int()),
  participe: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  poids: orNull(z.number()),
  userModification: orNull(z.string()),
  libelleUserModification: orNull(z.string()),
  idAgDossierPouvoir: orNull(legacyId),
  dateReponse: orNull(z.string()),
  dateModification: orNull(z.string()),
});
export type LegacyAgInvitation = z.output<typeof agInvitationShape>;
export const agInvitationListShape = z.array(agInvitationShape);
export const agRegistrationShape = z.object({
  idAgDossierPouvoir: legacyId,
  userModification: z.string(),
  libelleUserModification: orNull(z.string()),
});
