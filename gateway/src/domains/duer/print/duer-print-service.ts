import { duerRights } from '@portal/schema/rules/duer';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import type { LegacyContext } from '../../dossier/dossier-access.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type { PrintChoice } from './duer-print-api.ts';
import type { DuerParent } from '../../../graphql/mappers.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableDuer, parseDuerId } from '../duer-service.ts';
import { readableDuer } from '../pages/duer-pages-service.ts';

type DuerKey = { codeDossier: string; idDuer: string };

/** The gateway's routes to a DUER's generated files (`http/file-routes.ts`), under its file and legacy id. */
const duerFilesBase = (p: DuerParent): string =>
  `/fichiers/duer/${[p.dossier.codeDossier, p.duer.id].map(encodeURIComponent).join('/')}`;

export const actionPlanRoute = (p: DuerParent): string => `${duerFilesBase(p)}/plan-action.xlsx`;
export const printRoute = (p: DuerParent): string => `${duerFilesBase(p)}/impression.pdf`;
/** The definitive DUER's route, once its definitive print finished it. */
export const definitiveRoute = (p: DuerParent): string | null =>
  p.duer.estFini ? `${duerFilesBase(p)}/definitif.pdf` : null;

/** The legacy's path to the action plan, once the viewer may read the DUER (`readableDuer`). */
export async function actionPlanPath(ctx: LegacyContext, key: DuerKey): Promise<string> {
  await readableDuer(ctx, key);
  return ctx.legacy.duerPrint.actionPlanPath(key.idDuer);
}

/** The legacy's path to a temporary print of the DUER or of some of its work units or modules. */
export async function printPath(ctx: LegacyContext, key: DuerKey, choice: PrintChoice): Promise<string> {
  await readableDuer(ctx, key);
  return ctx.legacy.duerPrint.printPath(key.idDuer, choice);
}

/** The legacy's path to the definitive DUER, kept by the definitive print. */
export async function definitivePath(ctx: LegacyContext, key: DuerKey): Promise<string> {
  const { duer } = await readableDuer(ctx, key);
  if (!duer.estFini) throw gatewayError('NOT_FOUND');
  return ctx.legacy.duerPrint.definitivePath(key.idDuer);
}

/**
 * The definitive print (edit right): the legacy refuses it to a non-staff viewer while a risk is incomplete
 * (§5), keeps the printed DUER and finishes it; the answer is the finished DUER, whose file is then offered.
 */
export async function printDefinitive(
  ctx: GatewayContext,
  duerId: string,
): Promise<ResolversTypes['DuerPayload']> {
  const { codeDossier, ids } = parseDuerId(duerId, 1);
  const [idDuer = ''] = ids;
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitModifs');
  const result = await legacyChange(() => ctx.legacy.duerPrint.printDefinitive(idDuer, codeDossier));
  if ('errors' in result) return { duer: null, errors: result.errors };
  // The DUER as the legacy now holds it, without reading the file's DUERs again: finished, and the rights that
  // follow (an adherent with the edit right was not on the oldest year).
  const duer = { ...parent.duer, estFini: true, dateFini: new Date().toISOString() };
  return {
    duer: { ...parent, duer, rights: duerRights(parent.viewer, { estFini: true, estLePlusAncien: false }) },
    errors: [],
  };
}
