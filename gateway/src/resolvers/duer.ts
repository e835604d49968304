import { categoryTextSize, tileColour } from '@portal/schema/rules/duer';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import * as duer from '../services/duer.ts';

export const duerResolvers: Resolvers = {
  Dossier: {
    duers: (d, _args, ctx) => duer.fileDuers(ctx, d),
    duer: (d, { legacyId }, ctx) => duer.fileDuer(ctx, d, legacyId),
    duerCreation: (d, _args, ctx) => duer.creation(ctx, d),
    duersAutresDossiers: (d, _args, ctx) => duer.otherFiles(ctx, d),
  },
  Duer: {
    id: (p) => duer.duerId(p.dossier.codeDossier, p.duer.id),
    legacyId: (p) => p.duer.id,
    codeDossier: (p) => p.dossier.codeDossier,
    annee: (p) => p.duer.annee,
    estFini: (p) => p.duer.estFini,
    estValide: (p) => p.duer.estValide,
    dateFini: (p) => p.duer.dateFini,
    versionCalculRisque: (p) => p.duer.versionCalculRisque,
    couleur: (p) => tileColour(p.duer.annee),
    droitModifs: (p) => p.rights.droitModifs,
    droitCreation: (p) => p.rights.droitCreation,
    categories: async (p, _args, ctx) =>
      (await ctx.legacy.duer.categories(p.duer.id)).map((c) => ({
        ...c,
        codeDossier: p.dossier.codeDossier,
        idDuer: p.duer.id,
      })),
    peutAjouterCategorie: (p, _args, ctx) => duer.canAddUnit(ctx, p),
    categoriesDeBase: async (p, _args, ctx) =>
      (await ctx.legacy.duer.baseCategories(p.duer.id)).map((b) => ({
        ...b,
        fileCode: p.dossier.codeDossier,
      })),
  },
  DuerCategorie: {
    id: (c) => duer.categorieId(c.codeDossier, c.idDuer, c.id),
    legacyId: (c) => c.id,
    nom: (c) => c.duerBaseCategorie.nom,
    tailleTexte: (c) => categoryTextSize(c.duerBaseCategorie.nom),
  },
  DuerBaseCategorie: {
    id: (b) => entityIdOf(b.fileCode, b.id),
    legacyId: (b) => b.id,
    propreAuDossier: (b) => b.codeDossier !== null,
  },
  DuerAutreDossier: {
    id: (o) => entityIdOf(o.codeDossier, o.id),
  },
  Mutation: {
    createDuer: (_p, { input }, ctx) => duer.createDuer(ctx, input),
    addDuerCategorie: (_p, { input }, ctx) => duer.addCategorie(ctx, input),
    deleteDuerCategorie: (_p, { id }, ctx) => duer.deleteCategorie(ctx, id),
  },
};
