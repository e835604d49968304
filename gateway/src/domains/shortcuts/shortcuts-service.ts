import { shortcutInput } from '@portal/schema/rules/shortcuts';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import type { LegacyShortcut } from './shortcuts-shapes.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';

/** The viewer's shortcuts. */
export async function viewerShortcuts(ctx: GatewayContext): Promise<LegacyShortcut[]> {
  await requireViewer(ctx);
  return ctx.legacy.shortcuts.list();
}

/** One of the viewer's shortcuts, by its id. */
export async function viewerShortcut(ctx: GatewayContext, id: string): Promise<LegacyShortcut | null> {
  return (await viewerShortcuts(ctx)).find((s) => s._id === id) ?? null;
}

/** Adds or changes a shortcut once §5's rules hold (the address completed with 'http://'); refusals as errors. */
export async function save(
  ctx: GatewayContext,
  input: ResolversTypes['SaveShortcutInput'],
): Promise<ResolversTypes['SaveShortcutPayload']> {
  await requireViewer(ctx);
  const parsed = shortcutInput.safeParse(input);
  if (!parsed.success) return { shortcut: null, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  const sent = await legacyChange(() =>
    ctx.legacy.shortcuts.save({ _id: input.shortcutId ?? null, ...parsed.data }),
  );
  return 'done' in sent ? { shortcut: sent.done, errors: [] } : { shortcut: null, errors: sent.errors };
}

export async function remove(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['DeleteShortcutPayload']> {
  await requireViewer(ctx);
  const sent = await legacyChange(() => ctx.legacy.shortcuts.remove(id));
  return { shortcut: null, errors: 'done' in sent ? [] : sent.errors };
}
