import { listsContacts } from '@portal/schema/rules/contacts';
import type { GatewayContext } from '../../context.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import type { LegacyDossier, LegacySiteInfo } from '../legacy-shapes.ts';
import type { ContactParent } from '../../graphql/mappers.ts';
import { listOfFile } from '../documents/file-items.ts';

/** The file's contacts in the firm's order, none when it does not open their pages (schema/rules/contacts.ts). */
export async function fileContacts(ctx: GatewayContext, d: LegacyDossier): Promise<ContactParent[]> {
  const contacts = await listOfFile(ctx, d, listsContacts, async (code) => {
    return (await ctx.legacy.contacts.ofFile(code)).contacts;
  });
  return contacts.map((c) => ({ ...c, codeDossier: d.codeDossier }));
}

/** One of the file's contacts, read from the same call as the directory. */
export async function fileContact(
  ctx: GatewayContext,
  d: LegacyDossier,
  codeAgent: string,
): Promise<ContactParent | null> {
  return (await fileContacts(ctx, d)).find((c) => c.codeAgent === codeAgent) ?? null;
}

/** The file's site, with the same call and the same module as its contacts. */
export async function fileSite(ctx: GatewayContext, d: LegacyDossier): Promise<LegacySiteInfo | null> {
  if (!listsContacts(await dossierPermissions(ctx, d))) return null;
  return (await ctx.legacy.contacts.ofFile(d.codeDossier)).site;
}
