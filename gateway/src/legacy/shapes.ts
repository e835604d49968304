import { z } from 'zod';

/** A client file as every legacy list of files sends it (CONTRACT.md "Dossier"). */
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

/** Encodes one path segment so that no caller-supplied value can change the legacy path. */
export const segment = (value: string): string => encodeURIComponent(value);
