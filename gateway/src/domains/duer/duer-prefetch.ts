import { asks, started, text, type Prefetch } from '../../graphql/prefetch.ts';
import { isCollaborateur } from '../dossier/dossier-access.ts';
import { selectedFields } from '../../graphql/selection.ts';
import type { SelectedField } from '../../graphql/selection.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const duerPrefetch: Prefetch = {
  file: {
    duers: (ctx, code) => started(ctx.legacy.duer.ofFile(code)),
    duerCreation: (ctx, code) => started(ctx.legacy.duer.ofFile(code)),
    duersAutresDossiers: (ctx) => {
      const hint = ctx.legacy.identityHint;
      if (hint && isCollaborateur(hint)) started(ctx.legacy.duer.ofAllFiles());
    },
    duer: (ctx, code, field, info) => {
      started(ctx.legacy.duer.ofFile(code));
      const legacyId = text(field.args.legacyId);
      if (legacyId === null) return;
      const units = asks(info, field, 'peutAjouterCategorie');
      if (units || asks(info, field, 'categories')) started(ctx.legacy.duer.categories(legacyId));
      if (units || asks(info, field, 'categoriesDeBase')) started(ctx.legacy.duer.baseCategories(legacyId));
      if (asks(info, field, 'pages')) started(ctx.legacy.duerPages.pages(legacyId));
      if (asks(info, field, 'pagesExistantes')) started(ctx.legacy.duerPages.basePages(legacyId));
      if (asks(info, field, 'annexes')) {
        started(ctx.legacy.duerAnnexes.annexes({ idDuer: legacyId, idModule: null }));
        started(ctx.legacy.duerAnnexes.baseAnnexes({ idDuer: legacyId, idModule: null }));
      }
      if (asks(info, field, 'pictosDeBase')) started(ctx.legacy.duerPictos.catalogue(code));
      if (asks(info, field, 'informationsGenerales'))
        started(ctx.legacy.duerGeneralInfo.informationsGenerales(legacyId));
      if (asks(info, field, 'pageDeGarde')) {
        started(ctx.legacy.duerGeneralInfo.pageDeGarde(legacyId));
        started(ctx.legacy.duerGeneralInfo.gerants(code));
        started(ctx.legacy.duerGeneralInfo.ingenieurConseil(code));
      }
      if (asks(info, field, 'preambule')) started(ctx.legacy.duerPreamble.preambule(legacyId));
      if (asks(info, field, 'audit')) {
        started(ctx.legacy.duerAudit.questions(legacyId));
        started(ctx.legacy.duerAudit.categoriesLeft(legacyId));
      }
      // The module screen names its unit and module by id: their modules, operations and history start now too.
      const sub = (parent: SelectedField, name: string) =>
        selectedFields(info, parent.selectionSet).find((f) => f.name === name);
      const unit = sub(field, 'categorie');
      const idCategorie = unit && text(unit.args.legacyId);
      if (!unit || idCategorie === null || idCategorie === undefined) return;
      started(ctx.legacy.duer.categories(legacyId));
      started(ctx.legacy.duer.modules(idCategorie));
      const staff = ctx.legacy.identityHint !== null && isCollaborateur(ctx.legacy.identityHint);
      if (asks(info, unit, 'modulesDeBase')) started(ctx.legacy.duer.baseModules(idCategorie));
      if (staff && asks(info, unit, 'modulesAutresDuers'))
        started(ctx.legacy.duer.otherDuerModules(idCategorie));
      const module = sub(unit, 'module');
      const idModule = module && text(module.args.legacyId);
      if (!module || idModule === null || idModule === undefined) return;
      if (asks(info, module, 'annexes')) {
        started(ctx.legacy.duerAnnexes.annexes({ idDuer: legacyId, idModule }));
        started(ctx.legacy.duerAnnexes.baseAnnexes({ idDuer: legacyId, idModule }));
      }
      started(ctx.legacy.duer.groupes(idModule));
      if (asks(info, module, 'groupesDeBase')) started(ctx.legacy.duer.baseGroupes(idModule));
      if (staff && asks(info, module, 'groupesAutresDuers'))
        started(ctx.legacy.duer.otherDuerGroupes(idModule));
      const hint = ctx.legacy.identityHint;
      if (hint && isCollaborateur(hint)) started(ctx.legacy.duer.history(idModule));
    },
  },
};
