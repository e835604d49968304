import {
  ANNEXE_LABEL_TAKEN,
  annexeActions,
  annexeAdding,
  newAnnexeIssue,
  sortedAnnexes,
} from '@portal/schema/rules/duer-annexes';
import {
  FILE_TYPE_REFUSED,
  hasAcceptedExtension,
  LABEL_AND_FILE_REQUIRED,
  nextOrder,
} from '@portal/schema/rules/duer-pages';
import { ENTITY_ID_INVALID, entityIdOf, parseEntityId } from '@portal/schema/rules/ids';
import type { ResolversTypes, UserError } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import type { LegacyContext } from '../../dossier/dossier-access.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type { AnnexeHolder } from './duer-annexes-api.ts';
import type {
  DuerAnnexeParent,
  DuerAnnexesParent,
  DuerBaseAnnexeParent,
  DuerModuleParent,
  DuerParent,
} from '../../../graphql/mappers.ts';
import { drainUploads } from '../../../uploads/streaming-upload.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableDuer } from '../duer-service.ts';
import { readableDuer, filePart } from '../pages/duer-pages-service.ts';

type Payload = ResolversTypes['DuerAnnexesPayload'];

export const duerAnnexes = (duer: DuerParent): DuerAnnexesParent => ({
  duer,
  idModule: null,
  idBaseModule: null,
});
export const moduleAnnexes = (m: DuerModuleParent): DuerAnnexesParent => ({
  duer: m.categorie.duer,
  idModule: m.module.id,
  idBaseModule: m.module.duerBaseModule.id,
});

const holderOf = (h: DuerAnnexesParent): AnnexeHolder => ({ idDuer: h.duer.duer.id, idModule: h.idModule });

/** The ids of the annexes' holder: the DUER's, the module's and its base module's (0 and 0 for the DUER). */
const holderIds = (h: DuerAnnexesParent) => `${h.duer.duer.id}-${h.idModule ?? 0}-${h.idBaseModule ?? 0}`;
const globalId = (h: DuerAnnexesParent, ids: string) => entityIdOf(h.duer.dossier.codeDossier, ids);

/** `<codeDossier>:<idDuer>-<idModule>-<idBaseModule>`, then the link's and base annexe's ids, or the base's. */
export const annexesId = (h: DuerAnnexesParent) => globalId(h, holderIds(h));
export const annexeId = (a: DuerAnnexeParent) =>
  globalId(a.holder, `${holderIds(a.holder)}-${a.id}-${a.duerBaseAnnexe.id}`);
export const baseAnnexeId = (b: DuerBaseAnnexeParent) => globalId(b.holder, `${holderIds(b.holder)}-${b.id}`);

/** The file, the holder and the further legacy ids `id` names (`extra` of them), or BAD_USER_INPUT. */
function parseAnnexesId(id: string, extra: 0 | 1 | 2) {
  const named = parseEntityId(id);
  const ids = named?.legacyId.split('-') ?? [];
  if (!named || ids.length !== 3 + extra || ids.some((n) => !/^\d+$/.test(n)))
    throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  const [idDuer = '', idModule = '0', idBaseModule = '0', ...rest] = ids;
  return {
    codeDossier: named.codeDossier,
    idDuer,
    idModule: idModule === '0' ? null : idModule,
    idBaseModule: idBaseModule === '0' ? null : idBaseModule,
    key: `${named.codeDossier}:${idDuer}-${idModule}-${idBaseModule}`,
    rest,
  };
}

export async function annexesOf(ctx: GatewayContext, h: DuerAnnexesParent): Promise<DuerAnnexeParent[]> {
  const annexes = await ctx.legacy.duerAnnexes.annexes(holderOf(h));
  return sortedAnnexes(annexes.map((a) => ({ ...a, numAnnexe: a.duerBaseAnnexe.numAnnexe }))).map((a) => ({
    ...a,
    holder: h,
  }));
}

export async function baseAnnexesOf(
  ctx: GatewayContext,
  h: DuerAnnexesParent,
): Promise<DuerBaseAnnexeParent[]> {
  return (await ctx.legacy.duerAnnexes.baseAnnexes(holderOf(h))).map((b) => ({ ...b, holder: h }));
}

const viewerOf = (h: DuerAnnexesParent) => ({
  estFini: h.duer.duer.estFini,
  droitCreation: h.duer.rights.droitCreation,
  collaborateur: h.duer.viewer.collaborateur,
});
export const actionsOf = (a: DuerAnnexeParent) => annexeActions(viewerOf(a.holder));
export const addingOf = (h: DuerAnnexesParent) => annexeAdding(viewerOf(h));

/** The gateway's route to an annexe's file (`http/file-routes.ts`), by its base annexe. */
export function fileRoute(a: DuerAnnexeParent, view: boolean): string {
  const { duer } = a.holder;
  const base = `/fichiers/duer/${[duer.dossier.codeDossier, duer.duer.id]
    .map(encodeURIComponent)
    .join('/')}/annexes/${encodeURIComponent(a.duerBaseAnnexe.id)}`;
  return view ? `${base}/apercu` : base;
}

/** The legacy's path to an annexe's file; the legacy checks the DUER or one of its modules holds it. */
export async function annexeFilePath(
  ctx: LegacyContext,
  params: { codeDossier: string; idDuer: string; idBaseAnnexe: string },
  view: boolean,
): Promise<string> {
  const { collaborateur } = await readableDuer(ctx, params);
  return ctx.legacy.duerAnnexes.filePath(params.idDuer, params.idBaseAnnexe, collaborateur, view, 'annexe');
}

const refused = (message: string, field: string | null = null): Payload => ({
  annexes: null,
  errors: [{ field, message }],
});

/** The holder a change names, once the DUER is checked for `right` (the legacy checks the module is its). */
async function changeableHolder(
  ctx: GatewayContext,
  named: ReturnType<typeof parseAnnexesId>,
  right: 'droitModifs' | 'droitCreation',
): Promise<DuerAnnexesParent> {
  const duer = await changeableDuer(ctx, named.codeDossier, named.idDuer, right);
  return { duer, idModule: named.idModule, idBaseModule: named.idBaseModule };
}

/** An annexe of that holder: its link's and base annexe's legacy ids. */
function parseAnnexeId(id: string, holderKey?: string) {
  const named = parseAnnexesId(id, 2);
  if (holderKey !== undefined && named.key !== holderKey) throw gatewayError('BAD_USER_INPUT');
  const [link = '', base = ''] = named.rest;
  return { named, link, base };
}

const done = (result: { errors: UserError[] } | object, holder: DuerAnnexesParent): Payload =>
  'errors' in result ? { annexes: null, errors: result.errors } : { annexes: holder, errors: [] };

/**
 * Saves the screen's renumbering (an adviser: the numbers are the base annexes', every DUER follows) and its
 * removals (creation right), on an unfinished DUER; the numbers first, then the removals, as two calls (§4).
 */
export async function saveAnnexes(
  ctx: GatewayContext,
  input: ResolversTypes['SaveDuerAnnexesInput'],
): Promise<Payload> {
  const named = parseAnnexesId(input.annexesId, 0);
  const numbers = input.numeros.map((n) => ({
    id: parseAnnexeId(n.annexeId, named.key).base,
    numAnnexe: n.numAnnexe,
  }));
  const removed = input.supprimees.map((id) => parseAnnexeId(id, named.key).link);
  const holder = await changeableHolder(ctx, named, removed.length > 0 ? 'droitCreation' : 'droitModifs');
  if (holder.duer.duer.estFini || (numbers.length > 0 && !holder.duer.viewer.collaborateur))
    throw gatewayError('FORBIDDEN');
  const calls = holderOf(holder);
  const result = await legacyChange(async () => {
    if (numbers.length > 0) await ctx.legacy.duerAnnexes.renumber(calls, numbers);
    if (removed.length > 0) await ctx.legacy.duerAnnexes.remove(calls, removed);
  });
  return done(result, holder);
}

/**
 * Adds a base annexe the holder does not hold (creation right) or, for an adviser, a new annexe with its file,
 * numbered after the holder's annexes (§9), then attached; a label already used is refused (§5).
 */
export async function addAnnexe(
  ctx: GatewayContext,
  input: ResolversTypes['AddDuerAnnexeInput'],
): Promise<Payload> {
  const file = input.fichier ?? null;
  try {
    const named = parseAnnexesId(input.annexesId, 0);
    const holder = await changeableHolder(ctx, named, 'droitCreation');
    const calls = holderOf(holder);
    if (input.baseAnnexeId) {
      const base = parseAnnexesId(input.baseAnnexeId, 1);
      if (base.key !== named.key) throw gatewayError('BAD_USER_INPUT');
      const result = await legacyChange(() => ctx.legacy.duerAnnexes.attach(calls, base.rest[0] ?? ''));
      return done(result, holder);
    }
    if (!addingOf(holder).create) throw gatewayError('FORBIDDEN');
    await file?.opened;
    const nom = input.nom ?? '';
    // The label's uniqueness is the legacy's to answer: it alone sees every annexe of the file.
    const issue = newAnnexeIssue(nom, file?.name ?? null, []);
    if (!file || issue)
      return refused(issue ?? LABEL_AND_FILE_REQUIRED, file ? 'input.nom' : 'input.fichier');
    const held = await ctx.legacy.duerAnnexes.annexes(calls);
    const result = await legacyChange(async () => {
      const inserted = await ctx.legacy.duerAnnexes.insertBase(
        { ...calls, idBaseModule: holder.idBaseModule },
        { nom: nom.trim(), numAnnexe: nextOrder(held.map((a) => a.duerBaseAnnexe.numAnnexe)) },
        filePart(file),
        file.failed,
      );
      if (inserted.alreadyExists || inserted.insertId === null) return { taken: true };
      await ctx.legacy.duerAnnexes.attach(calls, inserted.insertId);
      return { taken: false };
    });
    if ('done' in result && result.done.taken) return refused(ANNEXE_LABEL_TAKEN, 'input.nom');
    return done(result, holder);
  } finally {
    if (file) drainUploads([file]);
  }
}

/** Replaces an annexe's file at once (an adviser, DUER not finished): every DUER holding it gets the new file. */
export async function replaceAnnexe(
  ctx: GatewayContext,
  input: ResolversTypes['ReplaceDuerAnnexeInput'],
): Promise<Payload> {
  const file = input.fichier;
  try {
    const { named, base } = parseAnnexeId(input.annexeId);
    const holder = await changeableHolder(ctx, named, 'droitModifs');
    if (!annexeActions(viewerOf(holder)).replace) throw gatewayError('FORBIDDEN');
    await file.opened;
    if (!hasAcceptedExtension(file.name)) return refused(FILE_TYPE_REFUSED, 'input.fichier');
    // Whether the DUER or its module holds the annexe is the legacy's to refuse: the answer reads the list once.
    const result = await legacyChange(() =>
      ctx.legacy.duerAnnexes.replace(holderOf(holder), base, filePart(file), file.failed),
    );
    return done(result, holder);
  } finally {
    drainUploads([file]);
  }
}
