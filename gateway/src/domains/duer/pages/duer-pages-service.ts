import {
  FILE_TYPE_REFUSED,
  hasAcceptedExtension,
  LABEL_AND_FILE_REQUIRED,
  newPageIssue,
  nextOrder,
  pageActions,
  pageRows,
} from '@portal/schema/rules/duer-pages';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import { isCollaborateur, requireDossier, type LegacyContext } from '../../dossier/dossier-access.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type { MultipartFile } from '../../../transport/multipart-body.ts';
import type { DuerBasePageParent, DuerPageParent, DuerParent } from '../../../graphql/mappers.ts';
import { drainUploads, type StreamingUpload } from '../../../uploads/streaming-upload.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableDuer, parseDuerId } from '../duer-service.ts';
import { offersDuer } from '../../tools/tools-service.ts';

type Payload = ResolversTypes['DuerPagesPayload'];

/** The id of a DUER's page or of a base page offered to it: `<codeDossier>:<idDuer>-<id>`. */
export const pageId = (p: DuerParent, legacyId: string): string =>
  entityIdOf(p.dossier.codeDossier, `${p.duer.id}-${legacyId}`);

/** The DUER's pages in the screen's order: before the risk list first, each group in order (§4). */
export async function pagesOf(ctx: GatewayContext, p: DuerParent): Promise<DuerPageParent[]> {
  const pages = await ctx.legacy.duerPages.pages(p.duer.id);
  const rows = pageRows(pages);
  return rows.flatMap((row) => (row.marker ? [] : [{ ...row, duer: p }]));
}

export async function basePagesOf(ctx: GatewayContext, p: DuerParent): Promise<DuerBasePageParent[]> {
  return (await ctx.legacy.duerPages.basePages(p.duer.id)).map((b) => ({ ...b, duer: p }));
}

export const actionsOf = (page: DuerPageParent) =>
  pageActions(page.duerBasePage.id, {
    estFini: page.duer.duer.estFini,
    droitModifs: page.duer.rights.droitModifs,
    droitCreation: page.duer.rights.droitCreation,
  });

/** The gateway's route to a page's file (`http/file-routes.ts`); null for a special page. */
export function fileRoute(page: DuerPageParent, view: boolean): string | null {
  if (!actionsOf(page).file) return null;
  const base = `/fichiers/duer/${[page.duer.dossier.codeDossier, page.duer.duer.id, page.id]
    .map(encodeURIComponent)
    .join('/')}`;
  return view ? `${base}/apercu` : base;
}

/**
 * The legacy's path to a page's file (`http/file-routes.ts`), once the viewer's rights on the file, the tool and
 * the DUER among the file's are checked; the legacy checks the page belongs to that DUER.
 */
export async function pageFilePath(
  ctx: LegacyContext,
  params: { codeDossier: string; idDuer: string; idPage: string },
  view: boolean,
): Promise<string> {
  const { collaborateur } = await readableDuer(ctx, params);
  return ctx.legacy.duerPages.filePath(params.idDuer, params.idPage, collaborateur, view, 'page');
}

/**
 * Before a DUER's file route asks the legacy: the viewer's rights on the file, the tool, and the DUER among the
 * file's; answers the DUER and whether the viewer is staff.
 */
export async function readableDuer(ctx: LegacyContext, params: { codeDossier: string; idDuer: string }) {
  const dossier = await requireDossier(ctx, params.codeDossier);
  if (!(await offersDuer(ctx, dossier))) throw gatewayError('FORBIDDEN');
  const [duers, identity] = await Promise.all([
    ctx.legacy.duer.ofFile(params.codeDossier),
    ctx.legacy.auth.identity(),
  ]);
  const duer = duers.find((d) => d.id === params.idDuer);
  if (!duer) throw gatewayError('NOT_FOUND');
  return { duer, collaborateur: identity !== null && isCollaborateur(identity) };
}

/** The DUER and the legacy id of a page that `id` names, on that DUER only. */
function parsePageId(id: string, duerId?: { codeDossier: string; idDuer: string }) {
  const { codeDossier, ids } = parseDuerId(id, 2);
  const [idDuer = '', legacyId = ''] = ids;
  if (duerId && (duerId.codeDossier !== codeDossier || duerId.idDuer !== idDuer))
    throw gatewayError('BAD_USER_INPUT');
  return { codeDossier, idDuer, legacyId };
}

const refused = (message: string, field: string | null = null): Payload => ({
  duer: null,
  errors: [{ field, message }],
});

/**
 * Saves the screen's moves (edit right) and removals (creation right). Which pages may move or go is the
 * legacy's to refuse as well (a special page is never removed, nothing moves on a finished DUER): the pages are
 * not read first, the answer reads them once.
 */
export async function savePages(
  ctx: GatewayContext,
  input: ResolversTypes['SaveDuerPagesInput'],
): Promise<Payload> {
  const { codeDossier, ids } = parseDuerId(input.duerId, 1);
  const [idDuer = ''] = ids;
  const places = input.pages.map((p) => ({
    id: parsePageId(p.duerPageId, { codeDossier, idDuer }).legacyId,
    ordre: p.ordre,
    estAvantRisques: p.estAvantRisques,
  }));
  const removed = input.supprimees.map((id) => parsePageId(id, { codeDossier, idDuer }).legacyId);
  const parent = await changeableDuer(
    ctx,
    codeDossier,
    idDuer,
    removed.length > 0 ? 'droitCreation' : 'droitModifs',
  );
  if (parent.duer.estFini || (places.length > 0 && !parent.rights.droitModifs))
    throw gatewayError('FORBIDDEN');
  const result = await legacyChange(() => ctx.legacy.duerPages.update(idDuer, places, removed));
  return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
}

/** The uploaded file as the legacy request's one part (`files`), its bytes streamed as they come. */
export const filePart = (file: StreamingUpload) => ({
  name: file.name,
  parts: (async function* (): AsyncGenerator<MultipartFile> {
    await file.opened;
    yield { field: 'files', name: file.name, type: file.type, content: file.stream };
  })(),
});

/** Adds a base page the DUER does not use, or a new page with its file (§5 checked before any upload). */
export async function addPage(
  ctx: GatewayContext,
  input: ResolversTypes['AddDuerPageInput'],
): Promise<Payload> {
  const file = input.fichier ?? null;
  try {
    const { codeDossier, ids } = parseDuerId(input.duerId, 1);
    const [idDuer = ''] = ids;
    const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
    if (input.basePageId) {
      const { legacyId } = parsePageId(input.basePageId, { codeDossier, idDuer });
      const result = await legacyChange(() => ctx.legacy.duerPages.insert(idDuer, legacyId));
      return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
    }
    await file?.opened;
    const nom = input.nom ?? '';
    // The label's uniqueness is the legacy's to refuse: it alone sees every base page of the file.
    const issue = newPageIssue(nom, file?.name ?? null, []);
    if (!file || issue)
      return refused(issue ?? LABEL_AND_FILE_REQUIRED, file ? 'input.nom' : 'input.fichier');
    const pages = await ctx.legacy.duerPages.pages(idDuer);
    const result = await legacyChange(async () => {
      const idBase = await ctx.legacy.duerPages.insertBase(
        idDuer,
        { nom: nom.trim(), codeDossier, ordre: nextOrder(pages.map((p) => p.ordre)) },
        filePart(file),
        file.failed,
      );
      return ctx.legacy.duerPages.insert(idDuer, idBase);
    });
    return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
  } finally {
    if (file) drainUploads([file]);
  }
}

/**
 * Replaces a page's file at once: creation right on an unfinished DUER, a .doc, .docx or .pdf (§4, §5); a special
 * page, which has no file, is the legacy's to refuse.
 */
export async function replacePage(
  ctx: GatewayContext,
  input: ResolversTypes['ReplaceDuerPageInput'],
): Promise<Payload> {
  const file = input.fichier;
  try {
    const { codeDossier, idDuer, legacyId } = parsePageId(input.duerPageId);
    const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
    if (parent.duer.estFini) throw gatewayError('FORBIDDEN');
    await file.opened;
    if (!hasAcceptedExtension(file.name)) return refused(FILE_TYPE_REFUSED, 'input.fichier');
    const result = await legacyChange(() =>
      ctx.legacy.duerPages.replace(idDuer, legacyId, filePart(file), file.failed),
    );
    return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
  } finally {
    drainUploads([file]);
  }
}
