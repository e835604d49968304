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

export const DuerModuleSchema = Type.Object({
  id: Type.Integer(),
  ordre: Type.Integer(),
  remarque: Nullable(Type.String()),
  estValide: Type.Boolean({ description: 'Every active risk rated, or the validation forced' }),
  forcerValidation: Type.Boolean(),
  duerBaseModule: Base,
});

export const BaseModuleSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  codeDossier: Nullable(Type.String()),
});

// The body's coercion would read a null as 0 in Nullable(number): null is tried first.
const Rating = Type.Union([Type.Null(), Type.Number()]);

export const DuerRisqueSchema = Type.Object({
  id: Type.Integer(),
  ordre: Type.Integer(),
  estActif: Type.Boolean(),
  gravite: Rating,
  frequence: Rating,
  maitrise: Rating,
  mesureExistante: Nullable(Type.String()),
  mesureAFaire: Nullable(Type.String()),
  mesureQui: Nullable(Type.String()),
  mesureDelai: Nullable(Type.String()),
  duerBaseRisque: Type.Object({ id: Type.Integer(), nom: Type.String(), estAvecPicto: Type.Boolean() }),
  duerPictos: Type.Array(
    Type.Object({ id: Type.Integer(), description: Type.String(), duerBasePicto: Base }),
  ),
});

export const DuerGroupeSchema = Type.Object({
  id: Type.Integer(),
  ordre: Type.Integer(),
  duerBaseGroupe: Type.Object({
    id: Type.Integer(),
    nom: Type.String(),
    duerBaseRisques: Type.Array(Base, { description: 'The risks the base operation proposes' }),
  }),
  duerRisques: Type.Array(DuerRisqueSchema),
});

export const InsertModuleInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  idDuerCategorie: Type.Optional(Type.Integer()),
  nom: Type.Optional(Type.String()),
});

export const CopyModuleInput = Type.Object({
  idDuerCategorie: Type.Optional(Type.Integer()),
  idBaseModule: Type.Optional(Type.Integer()),
});

export const RisqueChangeInput = Type.Object({
  id: Type.Integer(),
  estActif: Type.Optional(Type.Boolean()),
  gravite: Type.Optional(Rating),
  frequence: Type.Optional(Rating),
  maitrise: Type.Optional(Rating),
  mesureExistante: Type.Optional(Type.Union([Type.Null(), Type.String()])),
  mesureAFaire: Type.Optional(Type.Union([Type.Null(), Type.String()])),
  mesureQui: Type.Optional(Type.Union([Type.Null(), Type.String()])),
  mesureDelai: Type.Optional(Type.Union([Type.Null(), Type.String()])),
});

export const InsertGroupeRisqueInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  idDuerModule: Type.Optional(Type.Integer()),
  nomGroupe: Type.Optional(Type.String()),
  nomRisque: Type.Optional(Type.String()),
});

const HistoryEntries = Type.Array(
  Type.Object({
    idLigne: Type.Integer({ description: "The risk's id" }),
    colonnes: Type.Array(
      Type.Object({
        nomColonne: Type.String(),
        donnees: Type.Object({ dateModification: Type.String(), valeur: Nullable(Type.String()) }),
      }),
    ),
  }),
);

export const ModuleHistorySchema = Type.Object({
  historiqueCollaborateur: HistoryEntries,
  historiqueAdherent: HistoryEntries,
});

export const InsertGroupeInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  idDuerModule: Type.Optional(Type.Integer()),
  nom: Type.Optional(Type.String()),
});

export const CopyGroupeInput = Type.Object({
  idDuerModule: Type.Optional(Type.Integer()),
  idBaseGroupe: Type.Optional(Type.Integer()),
});

export const InsertRisqueInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  idDuerGroupe: Type.Optional(Type.Integer()),
  nom: Type.Optional(Type.String()),
});

export const CopyRisqueInput = Type.Object({
  idDuerGroupe: Type.Optional(Type.Integer()),
  idBaseRisque: Type.Optional(Type.Integer()),
});

const Renamed = Type.Object({ nom: Type.Optional(Type.String()) });

export const RenameGroupeInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  duerGroupe: Type.Object({ id: Type.Integer(), duerBaseGroupe: Renamed }),
});

export const RenameRisqueInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  duerRisque: Type.Object({ id: Type.Integer(), duerBaseRisque: Renamed }),
});

export const OrdresInput = Type.Array(Type.Object({ id: Type.Integer(), ordre: Type.Integer() }));

export const BaseGroupeSchema = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  codeDossier: Nullable(Type.String()),
});

export const RenameCategorieInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  duerCategorie: Type.Object({ id: Type.Integer(), duerBaseCategorie: Renamed }),
});

export const RenamedCategorieSchema = Type.Object({
  insertIdDuerCategorie: Type.Optional(
    Type.Integer({ description: "The unit's new id, when a catalogue unit gave way to one of the file" }),
  ),
});

export const RenameModuleInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  duerModule: Type.Object({ id: Type.Integer(), duerBaseModule: Renamed }),
});

export const CopyModuleToCategorieInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  idDuerCategorie: Type.Optional(Type.Integer()),
  duerModule: Type.Object({ id: Type.Integer() }),
});

export const UpdateModuleInput = Type.Object({
  codeDossier: Type.Optional(Type.String()),
  duerModule: Type.Object({ id: Type.Integer(), remarque: Nullable(Type.String()) }),
});

/** A module or an operation another DUER holds, offered to advisers (spec 002 §3: base element of other DUERs). */
export const OtherDuerElementSchema = Type.Object({
  id: Type.Integer({ description: "The base module's or base operation's id" }),
  nom: Type.String(),
  codeDossier: Type.String(),
  annee: Type.Integer(),
  idDuer: Type.Integer(),
});

export const DuplicateModuleInput = Type.Object({
  duerBaseModuleACopier: Type.Optional(Type.Object({ id: Type.Integer(), idDuer: Type.Integer() })),
  idDuerCategorie: Type.Optional(Type.Integer()),
  codeDossierSource: Type.Optional(Type.String()),
  codeDossierDestination: Type.Optional(Type.String()),
});

export const DuplicateGroupeInput = Type.Object({
  duerBaseGroupeACopier: Type.Optional(Type.Object({ id: Type.Integer(), idDuer: Type.Integer() })),
  idDuerModule: Type.Optional(Type.Integer()),
  codeDossierSource: Type.Optional(Type.String()),
  codeDossierDestination: Type.Optional(Type.String()),
});
