import { MAIL_THEME_UNKNOWN, mailThemeIds } from '@portal/schema/rules/preferences';
import type { MailTheme, ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import { legacyChange } from '../../graphql/user-errors.ts';

/** The mail themes, each with whether the signed-in person receives it. */
export async function viewerMailThemes(ctx: GatewayContext): Promise<MailTheme[]> {
  const [themes, access] = await Promise.all([
    ctx.legacy.mailThemes.themes(),
    ctx.legacy.mailThemes.access(),
  ]);
  const received = new Set(access.themes);
  return themes.map((theme) => ({
    id: String(theme.id),
    libelle: theme.libelle,
    subscribed: received.has(theme.id),
  }));
}

/**
 * Saves the notification mail setting and the themes side by side. Ids that cannot be the legacy's are refused before any
 * call; the legacy's own refusal (an unknown theme) comes back as its message.
 */
export async function save(
  ctx: GatewayContext,
  input: ResolversTypes['SavePreferencesInput'],
): Promise<ResolversTypes['SavePreferencesPayload']> {
  await requireViewer(ctx);
  const themes = mailThemeIds(input.mailThemeIds);
  if (themes === null)
    return {
      user: null,
      mailThemes: null,
      errors: [{ field: 'input.mailThemeIds', message: MAIL_THEME_UNKNOWN }],
    };
  const outcome = await legacyChange(() =>
    Promise.all([
      ctx.legacy.user.setPreferences({ sendMailWhenNotify: input.sendMailWhenNotify }),
      ctx.legacy.mailThemes.subscribe(themes),
    ]),
  );
  if ('errors' in outcome) return { user: null, mailThemes: null, errors: outcome.errors };
  const [user, mailThemes] = await Promise.all([ctx.legacy.user.profile(), viewerMailThemes(ctx)]);
  return { user, mailThemes, errors: [] };
}
