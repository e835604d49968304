import {
  auditNameIssue,
  CATEGORY_NAME_REQUIRED,
  newQuestionText,
  remarkIssue,
  renumbered,
} from '@portal/schema/rules/duer-audit';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { DuerAuditCategorie, ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type { LegacyAuditRow } from './duer-audit-api.ts';
import type { DuerParent } from '../../../graphql/mappers.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableDuer, parseDuerId } from '../duer-service.ts';

type Payload = ResolversTypes['DuerAuditPayload'];

const question = (row: LegacyAuditRow) => ({
  id: row.q_id,
  ordre: row.q_ordre,
  reponse: row.q_reponse,
  nonApplicable: row.q_nonApplicable,
  remarque: row.q_remarque,
});

/** The DUER's audit by category, each id `<codeDossier>:<idDuer>-<legacy id>`. */
export async function auditOf(ctx: GatewayContext, p: DuerParent) {
  const [rows, left] = await Promise.all([
    ctx.legacy.duerAudit.questions(p.duer.id),
    ctx.legacy.duerAudit.categoriesLeft(p.duer.id),
  ]);
  const idOf = (legacyId: string) => entityIdOf(p.dossier.codeDossier, `${p.duer.id}-${legacyId}`);
  const categories = new Map<string, DuerAuditCategorie>();
  for (const row of rows) {
    const categorie = categories.get(row.bca_id) ?? {
      id: idOf(row.bca_id),
      legacyId: row.bca_id,
      nom: row.bca_nom,
      questions: [],
    };
    categorie.questions.push({ ...question(row), id: idOf(row.q_id), legacyId: row.q_id, nom: row.bq_nom });
    categories.set(row.bca_id, categorie);
  }
  return {
    categories: [...categories.values()],
    categoriesRestantes: left.map((c) => ({ id: idOf(c.id), legacyId: c.id, nom: c.nom, questions: [] })),
  };
}

/** The DUER and legacy id an audit id names, the DUER checked for `rights` before any change call. */
async function changeableItem(
  ctx: GatewayContext,
  id: string,
  ...rights: ('droitModifs' | 'droitCreation')[]
) {
  const { codeDossier, ids } = parseDuerId(id, 2);
  const [idDuer = '', legacyId = ''] = ids;
  return { parent: await changeableDuer(ctx, codeDossier, idDuer, ...rights), legacyId };
}

async function changed(parent: DuerParent, change: () => Promise<void>): Promise<Payload> {
  const result = await legacyChange(change);
  return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
}

const refused = (field: string, message: string): Payload => ({ duer: null, errors: [{ field, message }] });

export async function saveAudit(
  ctx: GatewayContext,
  input: ResolversTypes['SaveDuerAuditInput'],
): Promise<Payload> {
  const { codeDossier, ids } = parseDuerId(input.duerId, 1);
  const [idDuer = ''] = ids;
  const answers = input.questions.map((q) => {
    const named = parseDuerId(q.id, 2);
    if (named.codeDossier !== codeDossier || named.ids[0] !== idDuer) throw gatewayError('BAD_USER_INPUT');
    return { ...q, id: named.ids[1] ?? '', reponse: q.reponse && !q.nonApplicable };
  });
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitModifs');
  const issue = remarkIssue(answers);
  if (issue) return refused('input.questions', issue);
  return changed(parent, () => ctx.legacy.duerAudit.save(idDuer, answers));
}

export async function addQuestion(
  ctx: GatewayContext,
  input: ResolversTypes['AddDuerAuditQuestionInput'],
): Promise<Payload> {
  const { parent, legacyId } = await changeableItem(
    ctx,
    input.auditCategorieId,
    'droitCreation',
    'droitModifs',
  );
  const issue = auditNameIssue(input.nom, 'Question');
  if (issue) return refused('input.nom', issue);
  return changed(parent, () =>
    ctx.legacy.duerAudit.addQuestion(parent.duer.id, legacyId, newQuestionText(input.nom)),
  );
}

export async function addCategorie(
  ctx: GatewayContext,
  input: ResolversTypes['AddDuerAuditCategorieInput'],
): Promise<Payload> {
  const { codeDossier, ids } = parseDuerId(input.duerId, 1);
  const [idDuer = ''] = ids;
  await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitModifs');
  if (input.nom.trim() === '') return refused('input.nom', CATEGORY_NAME_REQUIRED);
  const issue = auditNameIssue(input.nom, 'Catégorie') ?? auditNameIssue(input.nouvelleQuestion, 'Question');
  if (issue) return refused('input.nom', issue);
  return changed(parent, () =>
    ctx.legacy.duerAudit.addCategorie(idDuer, input.nom.trim(), input.nouvelleQuestion),
  );
}

/** Deletes a question, then numbers the rest of its category 1..n and saves them (§4). */
export async function deleteQuestion(ctx: GatewayContext, id: string): Promise<Payload> {
  const { parent, legacyId } = await changeableItem(ctx, id, 'droitCreation');
  const rows = await ctx.legacy.duerAudit.questions(parent.duer.id);
  const row = rows.find((r) => r.q_id === legacyId);
  if (!row) throw gatewayError('NOT_FOUND');
  const rest = renumbered(rows.filter((r) => r.bca_id === row.bca_id && r.q_id !== legacyId).map(question));
  return changed(parent, async () => {
    await ctx.legacy.duerAudit.deleteQuestion(parent.duer.id, legacyId);
    if (rest.length > 0) await ctx.legacy.duerAudit.save(parent.duer.id, rest);
  });
}
