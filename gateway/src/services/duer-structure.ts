import { labelIssue } from '@portal/schema/rules/duer';
import type { ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../graphql-errors.ts';
import { legacyChange } from '../user-errors.ts';
import {
  categorieOf,
  changeableDuer,
  changeableModule,
  modulesOf,
  parseDuerId,
  refusedModule,
} from './duer.ts';

type CategoriePayload = ResolversTypes['DuerCategoriePayload'];
type ModulePayload = ResolversTypes['DuerModulePayload'];

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
  if (!(await categorieOf(ctx, parent, idCategorie))) throw gatewayError('NOT_FOUND');
  const issue = labelIssue(input.nom);
  if (issue) return { duer: null, categorie: null, errors: [{ field: 'input.nom', message: issue }] };
  const nom = input.nom.trim();
  const result = await legacyChange(() =>
    ctx.legacy.duer.renameCategorie(codeDossier, idDuer, idCategorie, nom),
  );
  if ('errors' in result) return { duer: null, categorie: null, errors: result.errors };
  return { duer: parent, categorie: await categorieOf(ctx, parent, result.done), errors: [] };
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
  return {
    module: (await modulesOf(ctx, categorie)).find((s) => s.module.id === m.module.id) ?? null,
    errors: [],
  };
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
