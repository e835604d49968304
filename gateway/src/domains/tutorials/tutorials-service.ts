import { opensInitialConseil, opensTutorials } from '@portal/schema/rules/tutorials';
import type { GatewayContext } from '../../context.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import type { LegacyDossier, LegacySiteInfo } from '../legacy-shapes.ts';
import type { LegacyHelpCard } from './tutorials-shapes.ts';
import type { ContactParent } from '../../graphql/mappers.ts';
import { listOfFile } from '../documents/file-items.ts';

// The creators programme's interlocutors belong to no file: their global ids take this in place of a file code.
export const OIC_CONTACTS_SCOPE = 'oic';

/** The tutorials for the file; none when the file lacks page_tutoriels (schema/rules/tutorials.ts). */
export function fileTutorials(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyHelpCard[]> {
  return listOfFile(ctx, d, opensTutorials, () => ctx.legacy.tutorials.cards('tutos'));
}

/** Whether the signed-in person holds 'oic': checked before any of the programme's calls. */
async function holdsOic(ctx: GatewayContext): Promise<boolean> {
  await requireViewer(ctx);
  return opensInitialConseil((await ctx.legacy.droits.rights()).mesDroits.utilisateur);
}

export async function elearnings(ctx: GatewayContext): Promise<LegacyHelpCard[]> {
  return (await holdsOic(ctx)) ? ctx.legacy.tutorials.cards('elearnings') : [];
}

export async function oicContacts(ctx: GatewayContext): Promise<ContactParent[]> {
  if (!(await holdsOic(ctx))) return [];
  return (await ctx.legacy.tutorials.oicContacts()).map((c) => ({ ...c, codeDossier: OIC_CONTACTS_SCOPE }));
}

export async function oicSiteInfo(ctx: GatewayContext): Promise<LegacySiteInfo | null> {
  return (await holdsOic(ctx)) ? ctx.legacy.tutorials.oicSite() : null;
}
