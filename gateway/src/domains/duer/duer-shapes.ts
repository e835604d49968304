import { z } from 'zod';
import { duerRisquePictoShape } from './pictos/duer-picto-shapes.ts';

// The DUER's legacy answers (legacy-api/CONTRACT.md, /api/duer). Ids come as numbers: the gateway handles them as
// strings, as every other legacy id.
const id = z.number().int().transform(String);

export const duerShape = z.object({
  id,
  annee: z.number().int(),
  estFini: z.boolean(),
  estValide: z.boolean(),
  dateFini: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  codeDossier: z.string(),
  idBaseType: z.number().int(),
  versionCalculRisque: z.number().int(),
});
export const duerListShape = z.array(duerShape);
export type LegacyDuer = z.infer<typeof duerShape>;

export const otherFileDuerListShape = z.array(
  z.object({ id, annee: z.number().int(), codeDossier: z.string(), raisonSociale: z.string() }),
);
export type LegacyOtherFileDuer = z.infer<typeof otherFileDuerListShape>[number];

export const duerCategorieListShape = z.array(
  z.object({
    id,
    ordre: z.number().int(),
    estValide: z.boolean(),
    duerBaseCategorie: z.object({ id, nom: z.string() }),
  }),
);
export type LegacyDuerCategorie = z.infer<typeof duerCategorieListShape>[number];

export const baseCategorieListShape = z.array(
  z.object({ id, nom: z.string(), codeDossier: z.string().nullable() }),
);
export type LegacyBaseCategorie = z.infer<typeof baseCategorieListShape>[number];

export const createdShape = z.object({ insertId: id });
export const statusOkShape = z.object({ status: z.literal('OK') });

export const duerModuleListShape = z.array(
  z.object({
    id,
    ordre: z.number().int(),
    remarque: z.string().nullable(),
    estValide: z.boolean(),
    forcerValidation: z.boolean(),
    duerBaseModule: z.object({ id, nom: z.string() }),
  }),
);
export type LegacyDuerModule = z.infer<typeof duerModuleListShape>[number];

const risqueShape = z.object({
  id,
  ordre: z.number().int(),
  estActif: z.boolean(),
  gravite: z.number().nullable(),
  frequence: z.number().nullable(),
  maitrise: z.number().nullable(),
  mesureExistante: z.string().nullable(),
  mesureAFaire: z.string().nullable(),
  mesureQui: z.string().nullable(),
  mesureDelai: z.string().nullable(),
  duerBaseRisque: z.object({ id, nom: z.string(), estAvecPicto: z.boolean() }),
  duerPictos: z.array(duerRisquePictoShape).default([]),
});
export type LegacyDuerRisque = z.infer<typeof risqueShape>;

export const duerGroupeListShape = z.array(
  z.object({
    id,
    ordre: z.number().int(),
    duerBaseGroupe: z.object({
      id,
      nom: z.string(),
      duerBaseRisques: z.array(z.object({ id, nom: z.string() })).default([]),
    }),
    duerRisques: z.array(risqueShape),
  }),
);
export type LegacyDuerGroupe = z.infer<typeof duerGroupeListShape>[number];

const historyEntries = z.array(
  z.object({
    idLigne: id,
    colonnes: z.array(
      z.object({
        nomColonne: z.string(),
        donnees: z.object({ dateModification: z.string(), valeur: z.string().nullable() }),
      }),
    ),
  }),
);
export const moduleHistoryShape = z.object({
  historiqueCollaborateur: historyEntries,
  historiqueAdherent: historyEntries,
});
export type LegacyModuleHistory = z.infer<typeof moduleHistoryShape>;

export const forcedValidationShape = z.object({ forcerValidation: z.boolean() });

export const baseGroupeListShape = baseCategorieListShape;
export type LegacyBaseGroupe = LegacyBaseCategorie;

/** A change of order the legacy takes for operations and risks (spec 002 §7). */
export interface LegacyOrdre {
  id: number;
  ordre: number;
}

/** UpdateDuerCategorie's answer: the unit's new id when a catalogue unit gave way to one of the file. */
export const renamedCategorieShape = z.object({
  insertIdDuerCategorie: id.optional(),
});

/** A module or an operation another file's DUER holds, by its base (advisers' copies, spec 002 §3). */
export const otherDuerElementListShape = z.array(
  z.object({ id, nom: z.string(), codeDossier: z.string(), annee: z.number().int(), idDuer: id }),
);
export type LegacyOtherDuerElement = z.infer<typeof otherDuerElementListShape>[number];
