import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as annexes from './duer-annexes-service.ts';

export const duerAnnexesResolvers: Resolvers = {
  Duer: {
    annexes: (p) => annexes.duerAnnexes(p),
  },
  DuerModule: {
    annexes: (m) => annexes.moduleAnnexes(m),
    baseModuleLegacyId: (m) => m.module.duerBaseModule.id,
  },
  DuerAnnexes: {
    id: (h) => annexes.annexesId(h),
    estModule: (h) => h.idModule !== null,
    annexes: (h, _args, ctx) => annexes.annexesOf(ctx, h),
    annexesExistantes: (h, _args, ctx) => annexes.baseAnnexesOf(ctx, h),
    peutAjouter: (h) => annexes.addingOf(h).add,
    peutCreer: (h) => annexes.addingOf(h).create,
  },
  DuerAnnexe: {
    id: (a) => annexes.annexeId(a),
    legacyId: (a) => a.id,
    baseAnnexeId: (a) => annexes.baseAnnexeId({ ...a.duerBaseAnnexe, holder: a.holder }),
    nom: (a) => a.duerBaseAnnexe.nom,
    numAnnexe: (a) => a.duerBaseAnnexe.numAnnexe,
    nomFichier: (a) => a.duerBaseAnnexe.nomFichier,
    fichierUrl: (a) => annexes.fileRoute(a, false),
    apercuUrl: (a) => annexes.fileRoute(a, true),
    peutDeplacer: (a) => annexes.actionsOf(a).move,
    peutRemplacer: (a) => annexes.actionsOf(a).replace,
    peutSupprimer: (a) => annexes.actionsOf(a).delete,
  },
  DuerBaseAnnexe: {
    id: (b) => annexes.baseAnnexeId(b),
    legacyId: (b) => b.id,
  },
  Mutation: {
    saveDuerAnnexes: (_p, { input }, ctx) => annexes.saveAnnexes(ctx, input),
    addDuerAnnexe: (_p, { input }, ctx) => annexes.addAnnexe(ctx, input),
    replaceDuerAnnexe: (_p, { input }, ctx) => annexes.replaceAnnexe(ctx, input),
  },
};
