import type { GraphQLResolveInfo } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { started, text, type FilePrefetch, type Prefetch, type ViewerPrefetch } from '../graphql/prefetch.ts';
import { selectedFields } from '../graphql/selection.ts';
import { credentialsMissing, hasCredentials } from '../plugins/signed-in-only.ts';
import { requireDossier, viewerDossiers } from './dossier/dossier-access.ts';

/**
 * The two entries of a screen's query, `viewer` and `dossier(codeDossier)`, with the domains' prefetch tables
 * (graphql/prefetch.ts says why they start early): the checks are asked first, so that they take the first free
 * connections to the legacy, then the calls of the fields asked for.
 */
export function entryResolvers(tables: readonly Prefetch[]): Pick<QueryResolvers, 'viewer' | 'dossier'> {
  const fileCalls: Readonly<Record<string, FilePrefetch>> = Object.fromEntries(
    tables.flatMap((t) => Object.entries(t.file ?? {})),
  );

  /** The file the field names (its `codeDossier` argument), checked like any access, and the calls of its fields. */
  const fileAccess: ViewerPrefetch = (ctx, hint, field, info) => {
    started(viewerDossiers(ctx, hint));
    started(ctx.legacy.droits.rights());
    const code = text(field.args.codeDossier);
    if (code === null) return;
    for (const sub of selectedFields(info, field.selectionSet)) fileCalls[sub.name]?.(ctx, code, sub, info);
  };

  const viewerCalls: Readonly<Record<string, ViewerPrefetch>> = Object.fromEntries([
    ['selectedDossier', fileAccess],
    ...tables.flatMap((t) => Object.entries(t.viewer ?? {})),
  ]);

  /** Starts, beside the session check, the legacy calls of what `viewer` asks for (none without a session cookie). */
  const startViewerCalls = (ctx: GatewayContext, info: GraphQLResolveInfo): void => {
    const hint = ctx.legacy.identityHint;
    if (!hint) return;
    for (const node of info.fieldNodes) {
      for (const field of selectedFields(info, node.selectionSet))
        viewerCalls[field.name]?.(ctx, hint, field, info);
    }
  };

  /** Starts, beside the session and rights checks, the legacy calls of what `dossier(codeDossier)` asks for. */
  const startFileCalls = (ctx: GatewayContext, codeDossier: string, info: GraphQLResolveInfo): void => {
    const hint = ctx.legacy.identityHint;
    if (!hint) return;
    for (const node of info.fieldNodes) {
      fileAccess(
        ctx,
        hint,
        { name: info.fieldName, args: { codeDossier }, selectionSet: node.selectionSet },
        info,
      );
    }
  };

  return {
    viewer: (_parent, _args, ctx, info) => {
      if (!hasCredentials(ctx)) throw credentialsMissing();
      const identity = ctx.legacy.auth.identity();
      startViewerCalls(ctx, info);
      return identity;
    },
    dossier: (_parent, { codeDossier }, ctx, info) => {
      if (!hasCredentials(ctx)) throw credentialsMissing();
      const checked = requireDossier(ctx, codeDossier);
      startFileCalls(ctx, codeDossier, info);
      return checked;
    },
  };
}
