import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// Access sharing (spec 000 §3, /api/droits/*).
export interface LegacyCategoryNode {
  _id: string;
  libelle: string;
  souscategories: LegacyCategoryNode[];
}
export const categoryTreeShape: z.ZodType<LegacyCategoryNode[]> = z.array(
  z.object({
    _id: z.string(),
    libelle: z.string(),
    souscategories: z.lazy(() => categoryTreeShape).default([]),
  }),
);
const invitedFileShape = z.object({
  codeDossier: z.string(),
  raisonSociale: z.string(),
  idRole: z.number().int(),
  categoriesIdAutorisees: z.array(z.string()).default([]),
});
export const sentInvitationShape = z.object({
  id: legacyId,
  emailInvitee: z.string(),
  dateExpiration: z.string(),
  dateAcceptation: orNull(z.string()),
  dateRefus: orNull(z.string()),
  dossiers: z.array(invitedFileShape),
});
export type LegacySentInvitation = z.output<typeof sentInvitationShape>;
export const sentInvitationListShape = z.array(sentInvitationShape);
export const sharingRoleListShape = z.array(
  z.object({
    idRole: z.number().int(),
    nomRole: z.string(),
    categoriesPredefinies: z.array(z.string()).default([]),
  }),
);
export type LegacySharingRole = z.output<typeof sharingRoleListShape>[number];
export const myRightsShape = z.object({
  dossiers: z.array(
    z.object({
      codeDossier: z.string(),
      raisonSociale: z.string(),
      idRole: z.number().int(),
      autorisations: z.record(z.string(), z.object({ categories: z.array(z.string()) })).default({}),
    }),
  ),
});
export type LegacyMyRight = z.output<typeof myRightsShape>['dossiers'][number];
export const transmittedRightsShape = z.object({
  dossiers: z.array(
    z.object({
      codeDossier: z.string(),
      raisonSociale: z.string(),
      guidPersonne: z.string(),
      personne: z.string(),
      emailPersonne: orNull(z.string()),
      role: z.number().int(),
      categories: z.array(z.string()).default([]),
    }),
  ),
});
export type LegacyTransmittedRight = z.output<typeof transmittedRightsShape>['dossiers'][number];
