import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const appointmentShape = z.object({
  id: legacyId,
  date: z.string(),
  dateFin: orNull(z.string()),
  title: z.string(),
  description: orNull(z.string()),
  location: orNull(z.string()),
  address: orNull(
    z.object({ adresse: orNull(z.string()), cp: orNull(z.string()), ville: orNull(z.string()) }),
  ),
  typeCommunication: orNull(z.string()),
  reason: orNull(z.string()),
  isEvent: z.boolean(),
  upcoming: z.boolean(),
  codeAgent: orNull(z.string()),
});
export type LegacyAppointment = z.output<typeof appointmentShape>;
export const appointmentListShape = z.array(appointmentShape);
export const participantShape = z.object({
  codeagent: orNull(z.string()),
  prenom: z.string(),
  nom: z.string(),
  fonction: orNull(z.string()),
});
export type LegacyParticipant = z.output<typeof participantShape>;
export const participantListShape = z.array(participantShape);
export const registeredShape = z.object({ status: z.string(), id: legacyId });
