import { z } from 'zod';
import { memberShape, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

export const identityShape = z.object({
  status: z.literal('OK'),
  userId: z.string(),
  typeUtilisateur: z.string(),
});
export const authenticateShape = z.union([identityShape, z.object({ status: z.literal('KO') })]);
export const userShape = z.object({
  id: z.string(),
  guidPersonne: orNull(z.string()),
  nom: z.string(),
  prenom: z.string(),
  adresse: orNull(z.string()),
  tel: orNull(z.string()),
  port: orNull(z.string()),
  canalPrefere: orNull(z.string()),
  mail: orNull(z.string()),
  hasForum: z.boolean(),
  estTesteur: z.boolean(),
  preferences: z.object({ sendMailWhenNotify: z.boolean() }),
  compteExterne: orNull(z.boolean()),
});
export type LegacyUser = z.output<typeof userShape>;
export const memberListShape = z.array(memberShape);
