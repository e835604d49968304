import { ENTITY_ID_INVALID, parseEntityId } from '@portal/schema/rules/ids';
import type { GatewayContext } from '../../context.ts';
import { dossierPermissions, requireDossier } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';

/**
 * Whether the file opens a domain's pages (a rule of schema/rules), from the viewer's permissions on it and, for
 * the rules that read it, the file itself.
 */
export type OpensDomain = (permissions: readonly string[], dossier: LegacyDossier) => boolean;

/** The domain's list of a file when the file opens its pages, else empty: every item offered links to its page. */
export async function listOfFile<T>(
  ctx: GatewayContext,
  dossier: LegacyDossier,
  opens: OpensDomain,
  list: (codeDossier: string) => Promise<T[]>,
): Promise<T[]> {
  return opens(await dossierPermissions(ctx, dossier), dossier) ? list(dossier.codeDossier) : [];
}

/**
 * The first item of the file's list that `wanted` picks, with its file's code; null when there is none or the file
 * does not open the domain. Only that item is copied: a list of 300 events is not, for the one the home shows.
 */
export async function firstOfFile<T extends object>(
  ctx: GatewayContext,
  dossier: LegacyDossier,
  opens: OpensDomain,
  list: (codeDossier: string) => Promise<T[]>,
  wanted: (item: T) => boolean,
): Promise<(T & { codeDossier: string }) | null> {
  const item = (await listOfFile(ctx, dossier, opens, list)).find(wanted);
  return item ? { ...item, codeDossier: dossier.codeDossier } : null;
}

/** The file, for a change: the viewer's rights on it, then the domain's module (FORBIDDEN without either). */
export async function fileOpening(
  ctx: GatewayContext,
  codeDossier: string,
  opens: OpensDomain,
): Promise<LegacyDossier> {
  const dossier = await requireDossier(ctx, codeDossier);
  if (!opens(await dossierPermissions(ctx, dossier), dossier)) throw gatewayError('FORBIDDEN');
  return dossier;
}

/**
 * The file a global id names and its item, for a change: the viewer's rights on the file (FORBIDDEN), the
 * domain's module (FORBIDDEN), then the item in the file's list (NOT_FOUND), before anything is changed.
 */
export async function itemOfFile<T extends { id: string }>(
  ctx: GatewayContext,
  id: string,
  opens: OpensDomain,
  list: (codeDossier: string) => Promise<T[]>,
): Promise<{ dossier: LegacyDossier; item: T }> {
  const named = parseEntityId(id);
  if (named === null) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  const dossier = await fileOpening(ctx, named.codeDossier, opens);
  const item = (await list(dossier.codeDossier)).find((candidate) => candidate.id === named.legacyId);
  if (!item) throw gatewayError('NOT_FOUND');
  return { dossier, item };
}
