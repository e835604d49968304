import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const eventShape = z.object({
  id: legacyId,
  title: z.string(),
  date: z.string(),
  dateDebut: orNull(z.string()),
  dateFin: orNull(z.string()),
  dates: orNull(z.array(z.string())),
  location: orNull(z.string()),
  address: orNull(z.object({ ville: orNull(z.string()) })),
  type: orNull(z.string()),
  url: orNull(z.string()),
  registrationRequired: z.boolean(),
  estAnnule: z.boolean(),
  nbMaxInscription: z.number().int(),
  nbInscrits: z.number().int(),
  idcampagne: orNull(legacyId),
  nbevent: orNull(z.number().int()),
  registred: orNull(z.boolean()),
  upcoming: z.boolean(),
});
export type LegacyEvent = z.output<typeof eventShape>;
export const eventListShape = z.array(eventShape);
export const subscriptionShape = z.object({
  id: legacyId,
  i: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: orNull(z.string()),
  tel: orNull(z.string()),
  participe: orNull(z.boolean()),
  deleted: z.boolean(),
  guidPersonne: orNull(z.string()),
  estDossierMembre: z.boolean(),
  idCampagne: orNull(legacyId),
  commentaire: orNull(z.string()),
});
export type LegacySubscription = z.output<typeof subscriptionShape>;
export const subscriptionListShape = z.array(subscriptionShape);
// The legacy answers the file's participants as they stand after a registration.
export const subscribedShape = z.object({
  status: z.literal('OK'),
  subscriptions: z.array(subscriptionShape),
});
