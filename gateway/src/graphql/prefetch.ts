import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { Identity } from '../transport/legacy-identity.ts';
import { selectedFields } from './selection.ts';
import type { SelectedField } from './selection.ts';

/*
 * A screen's query would otherwise wait twice: for the session check and the file's rights, then for the file's
 * data. The fields' legacy calls start at once instead, beside the check, for the person the sealed cookie names
 * and the file the query asks for; the answers stay in the request's loaders. They are released only through the
 * resolvers, which read them after the check: a field of the viewer resolves once the session check has named
 * the viewer, a field of a file once the file's rights and modules allow it (dossier-access.ts). A refused check
 * leaves them unread, and the legacy still refuses with its own 403 a file that is not the session's.
 */

/** Starts the legacy calls of one field of the viewer, for the person the cookie names. */
export type ViewerPrefetch = (
  ctx: GatewayContext,
  hint: Identity,
  field: SelectedField,
  info: GraphQLResolveInfo,
) => void;

/** Starts the legacy calls of one field of a file (Dossier in the schema). */
export type FilePrefetch = (
  ctx: GatewayContext,
  codeDossier: string,
  field: SelectedField,
  info: GraphQLResolveInfo,
) => void;

/** A domain's prefetch table: the calls its fields of the viewer and of a file make, by field. */
export interface Prefetch {
  readonly viewer?: Readonly<Record<string, ViewerPrefetch>>;
  readonly file?: Readonly<Record<string, FilePrefetch>>;
}

// Whoever reads a started call later awaits the loader's promise and sees its failure; nobody may be left to.
export const started = (call: Promise<unknown>): void => {
  call.catch(() => undefined);
};

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const asks = (info: GraphQLResolveInfo, field: SelectedField, name: string) =>
  selectedFields(info, field.selectionSet).some((sub) => sub.name === name);

export type FileCall = (ctx: GatewayContext, codeDossier: string) => Promise<unknown>;

/** One item of a file's list (read from the list), and the call of its `detail` subfield when it is asked for. */
export const itemOf =
  (
    list: FileCall,
    detail: string,
    detailCall: (ctx: GatewayContext, codeDossier: string, legacyId: string) => Promise<unknown>,
  ): FilePrefetch =>
  (ctx, code, field, info) => {
    started(list(ctx, code));
    const legacyId = text(field.args.legacyId);
    if (legacyId && asks(info, field, detail)) started(detailCall(ctx, code, legacyId));
  };
