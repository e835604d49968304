import { labelIssue, NO_OPERATION_CHOSEN } from '@portal/schema/rules/duer';
import { ENTITY_ID_INVALID, entityIdOf, parseEntityId } from '@portal/schema/rules/ids';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyOrdre } from './duer-shapes.ts';
import type { DuerGroupeParent, DuerModuleParent } from '../../graphql/mappers.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import {
  categorieOf,
  changeableDuer,
  changeableModule,
  moduleId,
  parseDuerId,
  refusedModule,
} from './duer-service.ts';

type ModulePayload = ResolversTypes['DuerModulePayload'];
type Kind = 'groupe' | 'risque';

/** An operation's or a risk's global id: its module's, then `-g{id}` or `-r{id}` (DuerGroupe.id, DuerRisque.id). */
export const elementId = (m: DuerModuleParent, kind: Kind, id: string): string =>
  `${moduleId(m)}-${kind === 'groupe' ? 'g' : 'r'}${id}`;

/** The module's global id and the element's legacy id an operation's or a risk's global id names. */
export function parseElementId(id: string, kind: Kind): { moduleId: string; legacyId: string } {
  const named = parseEntityId(id);
  const match =
    named && new RegExp(`^(\\d+-\\d+-\\d+)-${kind === 'groupe' ? 'g' : 'r'}(\\d+)$`).exec(named.legacyId);
  if (!named || !match?.[1] || !match[2]) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return { moduleId: entityIdOf(named.codeDossier, match[1]), legacyId: match[2] };
}

/** A base element's legacy id, from its global id on the file. */
export function baseIdOf(id: string): string {
  const named = parseEntityId(id);
  if (!named || !/^\d+$/.test(named.legacyId)) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return named.legacyId;
}

/**
 * The module a change of one of its operations or risks names, with the §6 right it needs, and the element among
 * the module's (NOT_FOUND otherwise), all before the change call.
 */
async function changeableElement(
  ctx: GatewayContext,
  id: string,
  kind: Kind,
  right: 'droitModifs' | 'droitCreation',
): Promise<{ m: DuerModuleParent; legacyId: string; groupe: DuerGroupeParent }> {
  const parsed = parseElementId(id, kind);
  const m = await changeableModule(ctx, parsed.moduleId, right);
  const groupes = await ctx.legacy.duer.groupes(m.module.id);
  const groupe =
    kind === 'groupe'
      ? groupes.find((g) => g.id === parsed.legacyId)
      : groupes.find((g) => g.duerRisques.some((r) => r.id === parsed.legacyId));
  if (!groupe) throw gatewayError('NOT_FOUND');
  return { m, legacyId: parsed.legacyId, groupe: { ...groupe, parent: m } };
}

/** Sends a change of the module's operations; the payload's module reads them again. */
async function changed(m: DuerModuleParent, change: () => Promise<unknown>): Promise<ModulePayload> {
  const result = await legacyChange(change);
  return 'errors' in result ? { module: null, errors: result.errors } : { module: m, errors: [] };
}

/** Adds an empty operation (§5 label, the legacy's name rule) or an unused base operation, with droitCreation. */
export async function addGroupe(
  ctx: GatewayContext,
  input: { moduleId: string; nom?: string | null; baseGroupeId?: string | null },
): Promise<ModulePayload> {
  const m = await changeableModule(ctx, input.moduleId, 'droitCreation');
  const code = m.categorie.codeDossier;
  if (input.baseGroupeId) {
    const idBaseGroupe = baseIdOf(input.baseGroupeId);
    return changed(m, () => ctx.legacy.duer.addGroupe(m.module.id, { idBaseGroupe }));
  }
  if (input.nom == null) return refusedModule(NO_OPERATION_CHOSEN);
  const issue = labelIssue(input.nom);
  if (issue) return refusedModule(issue, 'input.nom');
  const nom = input.nom.trim();
  return changed(m, () => ctx.legacy.duer.addGroupe(m.module.id, { codeDossier: code, nom }));
}

/** Adds a new risk or one its operation's base proposes to an operation of the module, with droitCreation. */
export async function addRisque(
  ctx: GatewayContext,
  input: { groupeId: string; nom?: string | null; baseRisqueId?: string | null },
): Promise<ModulePayload> {
  const { m, legacyId } = await changeableElement(ctx, input.groupeId, 'groupe', 'droitCreation');
  const code = m.categorie.codeDossier;
  if (input.baseRisqueId) {
    const idBaseRisque = baseIdOf(input.baseRisqueId);
    return changed(m, () => ctx.legacy.duer.addRisque(m.module.id, legacyId, { idBaseRisque }));
  }
  const issue = labelIssue(input.nom ?? '');
  if (issue) return refusedModule(issue, 'input.nom');
  const nom = (input.nom ?? '').trim();
  return changed(m, () => ctx.legacy.duer.addRisque(m.module.id, legacyId, { codeDossier: code, nom }));
}

/** §6: renaming an operation needs droitCreation, renaming a risk droitModifs. */
export async function rename(
  ctx: GatewayContext,
  kind: Kind,
  input: { id: string; nom: string },
): Promise<ModulePayload> {
  const right = kind === 'groupe' ? 'droitCreation' : 'droitModifs';
  const { m, legacyId } = await changeableElement(ctx, input.id, kind, right);
  const issue = labelIssue(input.nom);
  if (issue) return refusedModule(issue, 'input.nom');
  const code = m.categorie.codeDossier;
  return changed(m, () => ctx.legacy.duer.rename(m.module.id, kind, code, legacyId, input.nom.trim()));
}

/** Deletes an operation (with its risks) or a risk, with droitCreation. */
export async function remove(ctx: GatewayContext, kind: Kind, id: string): Promise<ModulePayload> {
  const { m, legacyId } = await changeableElement(ctx, id, kind, 'droitCreation');
  return changed(m, () => ctx.legacy.duer.remove(m.module.id, kind, legacyId));
}

type Ordres = readonly { legacyId: string; ordre: number }[];

/**
 * The changed orders of a module's operations and risks (droitModifs, checked by the caller), each one of the
 * module's (NOT_FOUND otherwise, before any change call): answers the call that sends them.
 */
export async function checkedOrders(
  ctx: GatewayContext,
  m: DuerModuleParent,
  ordres: { groupes: Ordres; risques: Ordres },
): Promise<() => Promise<void>> {
  const lists: [Kind, Ordres][] = [
    ['groupe', ordres.groupes],
    ['risque', ordres.risques],
  ];
  const sent = lists.filter(([, list]) => list.length > 0);
  if (sent.length === 0) return async () => {};
  const groupes = await ctx.legacy.duer.groupes(m.module.id);
  const ids = {
    groupe: new Set(groupes.map((g) => g.id)),
    risque: new Set(groupes.flatMap((g) => g.duerRisques.map((r) => r.id))),
  };
  if (sent.some(([kind, list]) => list.some((o) => !ids[kind].has(o.legacyId))))
    throw gatewayError('NOT_FOUND');
  return async () => {
    for (const [kind, list] of sent) {
      const body: LegacyOrdre[] = list.map((o) => ({ id: Number(o.legacyId), ordre: o.ordre }));
      await ctx.legacy.duer.reorder(m.module.id, kind, body);
    }
  };
}

/** The base operations the module does not use yet. */
export async function baseGroupes(ctx: GatewayContext, m: DuerModuleParent) {
  const code = m.categorie.codeDossier;
  return (await ctx.legacy.duer.baseGroupes(m.module.id)).map((b) => ({
    id: entityIdOf(code, b.id),
    nom: b.nom,
  }));
}

/** The risks the operation's base proposes that it does not hold yet. */
export function baseRisques(g: DuerGroupeParent) {
  const held = new Set(g.duerRisques.map((r) => r.duerBaseRisque.id));
  return g.duerBaseGroupe.duerBaseRisques
    .filter((b) => !held.has(b.id))
    .map((b) => ({ id: entityIdOf(g.parent.categorie.codeDossier, b.id), nom: b.nom }));
}

/** Saves the order of a unit's modules (droitModifs), each one of the unit's (NOT_FOUND otherwise, before the change). */
export async function saveModuleOrders(
  ctx: GatewayContext,
  input: { categorieId: string; ordres: Ordres },
): Promise<ResolversTypes['DuerCategoriePayload']> {
  const { codeDossier, ids } = parseDuerId(input.categorieId, 2);
  const [idDuer = '', idCategorie = ''] = ids;
  const [parent] = await Promise.all([
    changeableDuer(ctx, codeDossier, idDuer, 'droitModifs'),
    ctx.legacy.duer.categories(idDuer),
    ctx.legacy.duer.modules(idCategorie),
  ]);
  const categorie = await categorieOf(ctx, parent, idCategorie);
  if (!categorie) throw gatewayError('NOT_FOUND');
  const modules = new Set((await ctx.legacy.duer.modules(idCategorie)).map((m) => m.id));
  if (input.ordres.some((o) => !modules.has(o.legacyId))) throw gatewayError('NOT_FOUND');
  const body = input.ordres.map((o) => ({ id: Number(o.legacyId), ordre: o.ordre }));
  const result = await legacyChange(async () => {
    if (body.length > 0) await ctx.legacy.duer.reorderModules(idCategorie, body);
  });
  if ('errors' in result) return { duer: null, categorie: null, errors: result.errors };
  return { duer: parent, categorie, errors: [] };
}
