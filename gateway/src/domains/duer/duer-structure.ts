import { labelIssue, REMARK_MAX, REMARK_TOO_LONG } from '@portal/schema/rules/duer';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import type { DuerModuleParent } from '../../graphql/mappers.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import {
  categorieOf,
  changeableDuer,
  changeableModule,
  modulesOf,
  parseDuerId,
  refusedModule,
} from './duer-service.ts';

type CategoriePayload = ResolversTypes['DuerCategoriePayload'];
type ModulePayload = ResolversTypes['DuerModulePayload'];

/** The module as read before, with a change the legacy accepted: reading its unit's list again would read it twice. */
function changed(m: DuerModuleParent, change: Partial<DuerModuleParent['module']>): DuerModuleParent {
  const module = { ...m.module, ...change };
  return { ...m, module, siblings: m.siblings.map((s) => (s === m.module ? module : s)) };
}

/**
 * Renames a work unit (droitCreation, the §5 label): a catalogue unit gives way to a new unit of the file, so the
 * payload's unit may carry a new id (spec 002 §2: the screen follows it).
 */
export async function renameCategorie(
  ctx: GatewayContext,
  input: { id: string; nom: string },
): Promise<CategoriePayload> {
  const { codeDossier, ids } = parseDuerId(input.id, 2);
  const [idDuer = '', idCategorie = ''] = ids;
  const [parent] = await Promise.all([
    changeableDuer(ctx, codeDossier, idDuer, 'droitCreation'),
    ctx.legacy.duer.categories(idDuer),
  ]);
  const unit = await categorieOf(ctx, parent, idCategorie);
  if (!unit) throw gatewayError('NOT_FOUND');
  const issue = labelIssue(input.nom);
  if (issue) return { duer: null, categorie: null, errors: [{ field: 'input.nom', message: issue }] };
  const nom = input.nom.trim();
  const result = await legacyChange(() =>
    ctx.legacy.duer.renameCategorie(codeDossier, idDuer, idCategorie, nom),
  );
  if ('errors' in result) return { duer: null, categorie: null, errors: result.errors };
  // The unit as read before with the legacy's answer: reading the list again would read it twice in one change.
  const duerBaseCategorie = { ...unit.duerBaseCategorie, nom };
  return { duer: parent, categorie: { ...unit, id: result.done, duerBaseCategorie }, errors: [] };
}

/** Renames a module (droitCreation, the §5 label; the legacy refuses another base module's name). */
export async function renameModule(
  ctx: GatewayContext,
  input: { id: string; nom: string },
): Promise<ModulePayload> {
  const m = await changeableModule(ctx, input.id, 'droitCreation');
  const issue = labelIssue(input.nom);
  if (issue) return refusedModule(issue, 'input.nom');
  const nom = input.nom.trim();
  const { categorie } = m;
  const result = await legacyChange(() =>
    ctx.legacy.duer.renameModule(categorie.codeDossier, categorie.id, m.module.id, nom),
  );
  if ('errors' in result) return { module: null, errors: result.errors };
  return { module: changed(m, { duerBaseModule: { ...m.module.duerBaseModule, nom } }), errors: [] };
}

/** Deletes a module with its operations and risks (droitCreation); the payload is its unit. */
export async function deleteModule(ctx: GatewayContext, id: string): Promise<CategoriePayload> {
  const m = await changeableModule(ctx, id, 'droitCreation');
  const result = await legacyChange(() => ctx.legacy.duer.deleteModule(m.categorie.id, m.module.id));
  if ('errors' in result) return { duer: null, categorie: null, errors: result.errors };
  return { duer: m.categorie.duer, categorie: m.categorie, errors: [] };
}

/**
 * Copies a module, its operations, risks and ratings, last into another unit of the same DUER (droitCreation; a
 * unit of another DUER or the module's own is NOT_FOUND, before any change call).
 */
export async function copyModule(
  ctx: GatewayContext,
  input: { id: string; categorieId: string },
): Promise<ModulePayload> {
  const m = await changeableModule(ctx, input.id, 'droitCreation');
  const { codeDossier, ids } = parseDuerId(input.categorieId, 2);
  const [idDuer = '', idCible = ''] = ids;
  const { categorie } = m;
  if (codeDossier !== categorie.codeDossier || idDuer !== categorie.idDuer || idCible === categorie.id)
    throw gatewayError('NOT_FOUND');
  const cible = await categorieOf(ctx, categorie.duer, idCible);
  if (!cible) throw gatewayError('NOT_FOUND');
  const result = await legacyChange(() => ctx.legacy.duer.copyModule(codeDossier, m.module.id, idCible));
  if ('errors' in result) return { module: null, errors: result.errors };
  return {
    module: (await modulesOf(ctx, cible)).find((s) => s.module.id === result.done) ?? null,
    errors: [],
  };
}

/** Saves a module's remark (droitModifs, at most 2048 characters; blank removes it), sent only when it changed. */
export async function saveRemark(
  ctx: GatewayContext,
  input: { moduleId: string; remarque?: string | null },
): Promise<ModulePayload> {
  const m = await changeableModule(ctx, input.moduleId, 'droitModifs');
  const remarque = input.remarque?.trim() ? input.remarque : null;
  if ((remarque?.length ?? 0) > REMARK_MAX) return refusedModule(REMARK_TOO_LONG, 'input.remarque');
  if (remarque === m.module.remarque) return { module: m, errors: [] };
  const { categorie } = m;
  const result = await legacyChange(() =>
    ctx.legacy.duer.updateRemark(categorie.codeDossier, categorie.id, m.module.id, remarque),
  );
  if ('errors' in result) return { module: null, errors: result.errors };
  return { module: changed(m, { remarque }), errors: [] };
}
