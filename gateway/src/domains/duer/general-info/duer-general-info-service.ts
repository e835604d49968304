import {
  COVER_PAGE_FIELDS,
  coverPageIssues,
  GENERAL_INFO_FIELDS,
  generalInfoIssues,
  type CoverPage,
  type FieldIssue,
  type GeneralInfo,
} from '@portal/schema/rules/duer-general-info';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import type { DuerParent } from '../../../graphql/mappers.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableDuer, parseDuerId } from '../duer-service.ts';

type Payload = ResolversTypes['DuerFormPayload'];

/** The cover page with the file's managers and default adviser, read side by side. */
export async function pageDeGardeOf(ctx: GatewayContext, p: DuerParent) {
  const [page, gerants, ingenieurConseilParDefaut] = await Promise.all([
    ctx.legacy.duerGeneralInfo.pageDeGarde(p.duer.id),
    ctx.legacy.duerGeneralInfo.gerants(p.dossier.codeDossier),
    ctx.legacy.duerGeneralInfo.ingenieurConseil(p.dossier.codeDossier),
  ]);
  return { ...page, gerants, ingenieurConseilParDefaut };
}

const pick = <F extends string>(input: Readonly<Record<F, string>>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, input[f]])) as Record<F, string>;

/**
 * Saves one of the two forms: the edit right first (before any change call), then the §5 limits, then the legacy.
 * A refusal names its input field.
 */
async function saveForm<T extends Record<string, string>>(
  ctx: GatewayContext,
  duerId: string,
  values: T,
  issues: (values: T) => FieldIssue[],
  save: (idDuer: string, values: T) => Promise<void>,
): Promise<Payload> {
  const { codeDossier, ids } = parseDuerId(duerId, 1);
  const [idDuer = ''] = ids;
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitModifs');
  const refused = issues(values);
  if (refused.length > 0)
    return { duer: null, errors: refused.map((i) => ({ field: `input.${i.field}`, message: i.message })) };
  const result = await legacyChange(() => save(idDuer, values));
  return 'errors' in result ? { duer: null, errors: result.errors } : { duer: parent, errors: [] };
}

export const saveInformationsGenerales = (
  ctx: GatewayContext,
  input: ResolversTypes['SaveDuerInformationsGeneralesInput'],
): Promise<Payload> =>
  saveForm<GeneralInfo>(ctx, input.duerId, pick(input, GENERAL_INFO_FIELDS), generalInfoIssues, (id, v) =>
    ctx.legacy.duerGeneralInfo.saveInformationsGenerales(id, v),
  );

export const savePageDeGarde = (
  ctx: GatewayContext,
  input: ResolversTypes['SaveDuerPageDeGardeInput'],
): Promise<Payload> =>
  saveForm<CoverPage>(
    ctx,
    input.duerId,
    pick(
      input,
      COVER_PAGE_FIELDS.map(([f]) => f),
    ),
    coverPageIssues,
    (id, v) => ctx.legacy.duerGeneralInfo.savePageDeGarde(id, v),
  );
