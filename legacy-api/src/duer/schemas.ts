import { Type, type Static } from 'typebox';
import { Nullable } from '../schemas.ts';

export const DuerSchema = Type.Object({
  id: Type.Integer(),
  annee: Type.Integer(),
  estFini: Type.Boolean(),
  estValide: Type.Boolean({ description: 'Every risk of every module entered' }),
  dateFini: Nullable(Type.String({ description: 'When the definitive print finished it' })),
  idGedDuerDefinitif: Nullable(Type.String()),
  codeDossier: Type.String(),
  idBaseType: Type.Integer({ description: 'AGRI 1, VITI 2, ACS 3, AGRIVITI 4' }),
  versionCalculRisque: Type.Integer({
    description: '1: new scale (g × f over 25); otherwise old (g × f × m over 60)',
  }),
});
export type Duer = Static<typeof DuerSchema>;

export const OtherFileDuerSchema = Type.Object({
  id: Type.Integer(),
  annee: Type.Integer(),
  codeDossier: Type.String(),
  raisonSociale: Type.String(),
});

const Base = Type.Object({ id: Type.Integer(), nom: Type.String() });

export const DuerCategorieSchema = Type.Object({
  id: Type.Integer(),
  ordre: Type.Integer(),
  estValide: Type.Boolean({ description: 'Every module of the unit valid' }),
  duerBaseCategorie: Base,
});

export const BaseCategorieSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  codeDossier: Nullable(
    Type.String({ description: "The file's own unit, or null for the firm's catalogue" }),
  ),
  annee: Nullable(Type.Integer()),
  idDuer: Nullable(Type.Integer()),
});

export const CreatedSchema = Type.Object({ insertId: Type.Integer() });

/** Every field optional: a missing one is the legacy's 'Paramètre manquant', not a schema error. */
export const InsertDuerInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  annee: Type.Optional(Type.Integer()),
  idBaseType: Type.Optional(Type.Integer()),
});

export const CopyDuerInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  anneeSource: Type.Optional(Nullable(Type.Integer())),
  anneeDest: Type.Optional(Type.Integer()),
  copierContenu: Type.Optional(Type.Boolean()),
});

export const CopyOtherFileDuerInput = Type.Object({
  idDuerSource: Type.Optional(Nullable(Type.Integer())),
  codeDossier: Type.Optional(Type.String()),
  anneeToCreate: Type.Optional(Type.Integer()),
  idBaseType: Type.Optional(Type.Integer()),
});

export const InsertCategorieInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  idDuer: Type.Optional(Type.Integer()),
  idBaseType: Type.Optional(Type.Integer()),
  nom: Type.Optional(Type.String()),
});

export const CopyCategorieInput = Type.Object({
  idDuer: Type.Optional(Type.Integer()),
  idBaseCategorie: Type.Optional(Type.Integer()),
});

export const IdParam = Type.Object({ id: Type.Integer() });
