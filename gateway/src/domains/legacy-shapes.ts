import { z } from 'zod';

// Every legacy answer the gateway reads, parsed at the boundary (legacy-api/openapi.json is the contract;
// tests/contract/legacy-shapes.test.ts parses every GET of every demo account with these). A field the legacy
// may leave out or send as null comes out as null, once here, so no reader writes `?? null`.

// A default rather than a transform: a transform makes zod build a new result for every field of every answer,
// 8 % of what the gateway allocated per home query (heap sampling under the bench's load), the most of any one
// function.
export const orNull = <T extends z.ZodType>(shape: T) => shape.nullable().default(null);
// The legacy writes some ids as numbers: the gateway always handles them as strings.
export const legacyId = z.union([z.string(), z.number()]).transform(String);
/** A client file as every legacy list of files sends it. */
export const dossierShape = z.object({
  id: z.string(),
  codeDossier: z.string(),
  codeEntite: z.string(),
  guidPersonne: z.string(),
  raisonSociale: z.string(),
  idRole: z.number().int().nullable(),
  estFavoris: z.boolean(),
  statut: z.enum(['Bon', 'PasInscrit', 'Demissionne']),
  typeActivite: z.enum(['AGRI', 'VITI', 'ACS', 'AGRIVITI']),
  modulesEffectifs: z.array(z.string()),
});
export type LegacyDossier = z.output<typeof dossierShape>;
// Built once: a zod schema built per call costs more than the parse itself.
export const dossierListShape = z.array(dossierShape);
export const okShape = z.object({ status: z.string() });
export const invitationShape = z.object({
  id: legacyId,
  createur: orNull(z.string()),
  nomPrenomCreateur: orNull(z.string()),
  dossiers: z.array(z.object({ codeDossier: z.string(), raisonSociale: z.string() })),
  dateAcceptation: orNull(z.string()),
  dateRefus: orNull(z.string()),
  dateExpiration: orNull(z.string()),
  nomInvite: orNull(z.string()),
  prenomInvite: orNull(z.string()),
});
export type LegacyInvitation = z.output<typeof invitationShape>;
/** A person with access to a file (`GET /api/user/dossierMembres/{code}`), the owner (idRole 1) first. */
export const memberShape = z.object({
  guidPersonne: z.string(),
  nom: z.string(),
  prenom: z.string(),
  mail: orNull(z.string()),
  tel: orNull(z.string()),
  idRole: z.number().int(),
});
export type LegacyMember = z.output<typeof memberShape>;
/** One of the firm's people in a file's contacts directory. */
export const contactShape = z.object({
  codeAgent: z.string(),
  prenom: z.string(),
  nom: z.string(),
  fonction: z.string(),
  nomAgence: orNull(z.string()),
  telephone: orNull(z.string()),
  mail: orNull(z.string()),
  mission: orNull(z.string()),
  sexe: orNull(z.string()),
  droitImage: z.boolean(),
  photo: orNull(z.string()),
});
/** The file's site (agency) as the directory shows it. */
export const siteInfoShape = z.object({
  adresseL1: orNull(z.string()),
  adresseL2: orNull(z.string()),
  telephone: orNull(z.string()),
  mailPilote: orNull(z.string()),
});
export type LegacySiteInfo = z.output<typeof siteInfoShape>;
/** Encodes one path segment so that no caller-supplied value can change the legacy path. */
export const segment = (value: string): string => encodeURIComponent(value);
export const libraryDocumentListShape = z.array(
  z.object({
    id: legacyId,
    name: z.string(),
    urlPreview: z.string(),
    taille: orNull(z.number()),
    dateModification: orNull(z.string()),
    millesime: orNull(z.number().int()),
  }),
);
export type LegacyLibraryDocument = z.output<typeof libraryDocumentListShape>[number];
