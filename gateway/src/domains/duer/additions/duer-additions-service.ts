import { NO_MODULE_CHOSEN, NO_OPERATION_CHOSEN } from '@portal/schema/rules/duer';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type { LegacyOtherDuerElement } from '../duer-shapes.ts';
import type { DuerCategorieParent, DuerModuleParent } from '../../../graphql/mappers.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import {
  categorieOf,
  changeableDuer,
  changeableModule,
  moduleAfter,
  parseDuerId,
  refusedModule,
} from '../duer-service.ts';
import { baseIdOf } from '../duer-groupes.ts';

type ModulePayload = ResolversTypes['DuerModulePayload'];

// Spec 002 §2, §3 and §6: a unit takes a base module it does not use, or (advisers) another DUER's module; a module
// takes (advisers) another DUER's operation. Other DUERs' elements are named by their file, DUER and base ids.

/** Another DUER's element's global id: its file's code, then `{idDuer}-{idBase}`. */
const otherId = (e: LegacyOtherDuerElement): string => entityIdOf(e.codeDossier, `${e.idDuer}-${e.id}`);

const asOther = (e: LegacyOtherDuerElement) => ({
  id: otherId(e),
  nom: e.nom,
  codeDossier: e.codeDossier,
  annee: e.annee,
});

/** The base modules the unit does not use yet. */
export async function baseModules(ctx: GatewayContext, c: DuerCategorieParent) {
  return (await ctx.legacy.duer.baseModules(c.id)).map((b) => ({
    id: entityIdOf(c.codeDossier, b.id),
    nom: b.nom,
  }));
}

/** Advisers: other DUERs' modules the unit does not use; nothing (no call) for an adherent. */
export async function otherDuerModules(ctx: GatewayContext, c: DuerCategorieParent) {
  if (!c.duer.viewer.collaborateur) return [];
  return (await ctx.legacy.duer.otherDuerModules(c.id)).map(asOther);
}

/** Advisers: other DUERs' operations the module does not use; nothing (no call) for an adherent. */
export async function otherDuerGroupes(ctx: GatewayContext, m: DuerModuleParent) {
  if (!m.categorie.duer.viewer.collaborateur) return [];
  return (await ctx.legacy.duer.otherDuerGroupes(m.module.id)).map(asOther);
}

/** The element a global id names among the offered ones (NOT_FOUND otherwise), before any change call. */
function offered(list: readonly LegacyOtherDuerElement[], id: string): LegacyOtherDuerElement {
  const chosen = list.find((e) => otherId(e) === id);
  if (!chosen) throw gatewayError('NOT_FOUND');
  return chosen;
}

/**
 * Adds a base module, or another DUER's module (advisers only: FORBIDDEN otherwise), to a unit with droitCreation;
 * without a choice, the spec's refusal.
 */
export async function addExistingModule(
  ctx: GatewayContext,
  input: { categorieId: string; baseModuleId?: string | null; moduleAutreDuerId?: string | null },
): Promise<ModulePayload> {
  const { codeDossier, ids } = parseDuerId(input.categorieId, 2);
  const [idDuer = '', idCategorie = ''] = ids;
  const [parent] = await Promise.all([
    changeableDuer(ctx, codeDossier, idDuer, 'droitCreation'),
    ctx.legacy.duer.categories(idDuer),
  ]);
  const categorie = await categorieOf(ctx, parent, idCategorie);
  if (!categorie) throw gatewayError('NOT_FOUND');
  let added: Parameters<typeof ctx.legacy.duer.addExistingModule>[2];
  if (input.baseModuleId) added = { idBaseModule: baseIdOf(input.baseModuleId) };
  else if (input.moduleAutreDuerId) {
    if (!parent.viewer.collaborateur) throw gatewayError('FORBIDDEN');
    added = { source: offered(await ctx.legacy.duer.otherDuerModules(idCategorie), input.moduleAutreDuerId) };
  } else return refusedModule(NO_MODULE_CHOSEN);
  const result = await legacyChange(() => ctx.legacy.duer.addExistingModule(codeDossier, idCategorie, added));
  if ('errors' in result) return { module: null, errors: result.errors };
  return moduleAfter(ctx, categorie, result.done);
}

/** Advisers only (FORBIDDEN otherwise): another DUER's operation copied into a module, with droitCreation. */
export async function addOtherDuerGroupe(
  ctx: GatewayContext,
  input: { moduleId: string; groupeAutreDuerId?: string | null },
): Promise<ModulePayload> {
  const m = await changeableModule(ctx, input.moduleId, 'droitCreation');
  if (!m.categorie.duer.viewer.collaborateur) throw gatewayError('FORBIDDEN');
  if (!input.groupeAutreDuerId) return refusedModule(NO_OPERATION_CHOSEN);
  const source = offered(await ctx.legacy.duer.otherDuerGroupes(m.module.id), input.groupeAutreDuerId);
  const result = await legacyChange(() =>
    ctx.legacy.duer.duplicateGroupe(m.categorie.codeDossier, m.module.id, source),
  );
  // Its operations are read again by the payload.
  return 'errors' in result ? { module: null, errors: result.errors } : { module: m, errors: [] };
}
