import { categoryTextSize, tileColour } from '@portal/schema/rules/duer';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as duer from './duer-service.ts';
import * as groupes from './duer-groupes.ts';
import * as risques from './duer-risques.ts';
import * as structure from './duer-structure.ts';

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
    categories: (p, _args, ctx) => duer.categoriesOf(ctx, p),
    categorie: (p, { legacyId }, ctx) => duer.categorieOf(ctx, p, legacyId),
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
    modules: (c, _args, ctx) => duer.modulesOf(ctx, c),
    module: async (c, { legacyId }, ctx) =>
      (await duer.modulesOf(ctx, c)).find((m) => m.module.id === legacyId) ?? null,
  },
  DuerModule: {
    id: (m) => duer.moduleId(m),
    legacyId: (m) => m.module.id,
    nom: (m) => m.module.duerBaseModule.nom,
    ordre: (m) => m.module.ordre,
    remarque: (m) => m.module.remarque,
    estValide: (m) => m.module.estValide,
    forcerValidation: (m) => m.module.forcerValidation,
    etape: (m) => m.siblings.indexOf(m.module) + 1,
    totalEtapes: (m) => m.siblings.length,
    suivant: (m) => {
      const next = m.siblings[m.siblings.indexOf(m.module) + 1];
      return next ? { ...m, module: next } : null;
    },
    groupes: async (m, _args, ctx) =>
      (await ctx.legacy.duer.groupes(m.module.id)).map((g) => ({ ...g, parent: m })),
    groupesDeBase: (m, _args, ctx) => groupes.baseGroupes(ctx, m),
  },
  DuerGroupe: {
    id: (g) => groupes.elementId(g.parent, 'groupe', g.id),
    legacyId: (g) => g.id,
    nom: (g) => g.duerBaseGroupe.nom,
    risques: (g) => g.duerRisques.map((r) => ({ ...r, parent: g.parent })),
    risquesDeBase: (g) => groupes.baseRisques(g),
  },
  DuerRisque: {
    id: (r) => groupes.elementId(r.parent, 'risque', r.id),
    legacyId: (r) => r.id,
    nom: (r) => r.duerBaseRisque.nom,
    historique: (r, _args, ctx) => duer.historique(ctx, r),
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
    addDuerModule: (_p, { input }, ctx) => duer.addModule(ctx, input),
    switchDuerModuleValidation: (_p, { id }, ctx) => duer.switchValidation(ctx, id),
    saveDuerRisques: (_p, { input }, ctx) => risques.saveRisques(ctx, input),
    addDuerGroupeEtRisque: (_p, { input }, ctx) => duer.addGroupeEtRisque(ctx, input),
    addDuerGroupe: (_p, { input }, ctx) => groupes.addGroupe(ctx, input),
    addDuerRisque: (_p, { input }, ctx) => groupes.addRisque(ctx, input),
    renameDuerGroupe: (_p, { input }, ctx) => groupes.rename(ctx, 'groupe', input),
    renameDuerRisque: (_p, { input }, ctx) => groupes.rename(ctx, 'risque', input),
    deleteDuerGroupe: (_p, { id }, ctx) => groupes.remove(ctx, 'groupe', id),
    deleteDuerRisque: (_p, { id }, ctx) => groupes.remove(ctx, 'risque', id),
    saveDuerModuleOrdres: (_p, { input }, ctx) => groupes.saveModuleOrders(ctx, input),
    renameDuerCategorie: (_p, { input }, ctx) => structure.renameCategorie(ctx, input),
    renameDuerModule: (_p, { input }, ctx) => structure.renameModule(ctx, input),
    deleteDuerModule: (_p, { id }, ctx) => structure.deleteModule(ctx, id),
    copyDuerModule: (_p, { input }, ctx) => structure.copyModule(ctx, input),
    saveDuerModuleRemarque: (_p, { input }, ctx) => structure.saveRemark(ctx, input),
  },
};
