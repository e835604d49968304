import { specialPageOf } from '@portal/schema/rules/duer-pages';
import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import * as pages from './duer-pages-service.ts';

export const duerPagesResolvers: Resolvers = {
  Duer: {
    pages: (p, _args, ctx) => pages.pagesOf(ctx, p),
    pagesExistantes: (p, _args, ctx) => pages.basePagesOf(ctx, p),
    peutAjouterPage: (p) => p.rights.droitCreation,
  },
  DuerPage: {
    id: (page) => pages.pageId(page.duer, page.id),
    legacyId: (page) => page.id,
    basePageId: (page) => pages.pageId(page.duer, page.duerBasePage.id),
    nom: (page) => page.duerBasePage.nom,
    ecran: (page) => specialPageOf(page.duerBasePage.id),
    nomFichier: (page) => page.duerBasePage.nomFichier,
    fichierUrl: (page) => pages.fileRoute(page, false),
    apercuUrl: (page) => pages.fileRoute(page, true),
    peutDeplacer: (page) => pages.actionsOf(page).move,
    peutRemplacer: (page) => pages.actionsOf(page).replace,
    peutSupprimer: (page) => pages.actionsOf(page).delete,
    peutModifier: (page) => pages.actionsOf(page).edit,
  },
  DuerBasePage: {
    id: (b) => pages.pageId(b.duer, b.id),
    legacyId: (b) => b.id,
  },
  Mutation: {
    saveDuerPages: (_p, { input }, ctx) => pages.savePages(ctx, input),
    addDuerPage: (_p, { input }, ctx) => pages.addPage(ctx, input),
    replaceDuerPage: (_p, { input }, ctx) => pages.replacePage(ctx, input),
  },
};
