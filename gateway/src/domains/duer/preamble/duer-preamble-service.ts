import {
  preambleIssues,
  preambleToSave,
  titleIssue,
  type PreambleValues,
} from '@portal/schema/rules/duer-preamble';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type { DuerParent } from '../../../graphql/mappers.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableDuer, parseDuerId } from '../duer-service.ts';

type Payload = ResolversTypes['DuerPreambulePayload'];
type Right = 'droitModifs' | 'droitCreation';

/** The DUER's preamble, each category named `<codeDossier>:<idDuer>-<id>`. */
export async function preambuleOf(ctx: GatewayContext, p: DuerParent) {
  const preambule = await ctx.legacy.duerPreamble.preambule(p.duer.id);
  return {
    ...preambule,
    categories: preambule.categories.map((c) => ({
      ...c,
      id: entityIdOf(p.dossier.codeDossier, `${p.duer.id}-${c.id}`),
      legacyId: c.id,
    })),
  };
}

const refused = (field: string, message: string): Payload => ({ duer: null, errors: [{ field, message }] });

/** Sends a change once allowed; the legacy's displayable refusal becomes the payload's error. */
async function changed(parent: DuerParent, change: () => Promise<void>): Promise<Payload> {
  const result = await legacyChange(change);
  return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
}

/** The DUER of a category's global id, checked for `right` before any change call, and the category itself. */
async function changeableCategorie(ctx: GatewayContext, id: string, right: Right) {
  const { codeDossier, ids } = parseDuerId(id, 2);
  const [idDuer = '', idCategorie = ''] = ids;
  const parent = await changeableDuer(ctx, codeDossier, idDuer, right);
  const preambule = await ctx.legacy.duerPreamble.preambule(idDuer);
  const categorie = preambule.categories.find((c) => c.id === idCategorie);
  if (!categorie) throw gatewayError('NOT_FOUND');
  return { parent, categorie };
}

/** Saves the texts and contents (edit right), each within the §5 limits; an empty text is saved as a space. */
export async function savePreambule(
  ctx: GatewayContext,
  input: ResolversTypes['SaveDuerPreambuleInput'],
): Promise<Payload> {
  const { codeDossier, ids } = parseDuerId(input.duerId, 1);
  const [idDuer = ''] = ids;
  const categories = input.categories.map((c) => {
    const named = parseDuerId(c.id, 2);
    // A category of another DUER is no part of this save.
    if (named.codeDossier !== codeDossier || named.ids[0] !== idDuer) throw gatewayError('BAD_USER_INPUT');
    return { id: named.ids[1] ?? '', contenu: c.contenu };
  });
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitModifs');
  const values: PreambleValues = {
    descriptifExploitation: input.descriptifExploitation,
    ressourcesHumaines: input.ressourcesHumaines,
    prestationsServices: input.prestationsServices,
    categories,
  };
  const [issue] = preambleIssues(values);
  if (issue) return refused(`input.${issue.field}`, issue.message);
  const saved = preambleToSave(values);
  return changed(parent, () => ctx.legacy.duerPreamble.save(idDuer, { ...saved, categories }));
}

export async function addCategorie(
  ctx: GatewayContext,
  input: ResolversTypes['AddDuerPreambuleCategorieInput'],
): Promise<Payload> {
  const { codeDossier, ids } = parseDuerId(input.duerId, 1);
  const [idDuer = ''] = ids;
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
  const issue = titleIssue(input.titre, 'add');
  if (issue) return refused('input.titre', issue);
  const { idPreambule } = await ctx.legacy.duerPreamble.preambule(idDuer);
  return changed(parent, () => ctx.legacy.duerPreamble.addCategorie(idDuer, idPreambule, input.titre.trim()));
}

export async function renameCategorie(
  ctx: GatewayContext,
  input: ResolversTypes['RenameDuerPreambuleCategorieInput'],
): Promise<Payload> {
  const { parent, categorie } = await changeableCategorie(ctx, input.preambuleCategorieId, 'droitModifs');
  const issue = titleIssue(input.titre, 'edit');
  if (issue) return refused('input.titre', issue);
  return changed(parent, () =>
    ctx.legacy.duerPreamble.renameCategorie(parent.duer.id, categorie, input.titre.trim()),
  );
}

export async function deleteCategorie(ctx: GatewayContext, id: string): Promise<Payload> {
  const { parent, categorie } = await changeableCategorie(ctx, id, 'droitCreation');
  return changed(parent, () => ctx.legacy.duerPreamble.deleteCategorie(parent.duer.id, categorie.id));
}
