import { opensBoardDocuments } from '@portal/schema/rules/documents';
import { type LegacyContext, requireViewer } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyBoardWorkspace } from './board-documents-shapes.ts';
import type { LegacyLibraryDocument } from '../legacy-shapes.ts';

/** Whether the signed-in person holds administrateur_cder: checked before any of the board's calls. */
async function isAdministrator(ctx: LegacyContext): Promise<boolean> {
  await requireViewer(ctx);
  return opensBoardDocuments((await ctx.legacy.droits.rights()).mesDroits.utilisateur);
}

/** Spec 001 §2 ged-documents-administration: the board's workspaces; none without the right. */
export async function workspaces(ctx: LegacyContext): Promise<LegacyBoardWorkspace[]> {
  return (await isAdministrator(ctx)) ? ctx.legacy.boardDocuments.workspaces() : [];
}

/** A workspace by its uuid; null when unknown or without the right. */
export async function workspace(ctx: LegacyContext, uuid: string): Promise<LegacyBoardWorkspace | null> {
  return (await workspaces(ctx)).find((w) => w.uuid === uuid) ?? null;
}

/** A workspace's documents: its parent was read under the right already. */
export const documents = (ctx: LegacyContext, w: LegacyBoardWorkspace): Promise<LegacyLibraryDocument[]> =>
  ctx.legacy.boardDocuments.documents(w.uuid);

/** The legacy path of a board document's file, once the right is checked (the gateway's file route). */
export async function filePath(ctx: LegacyContext, id: string, preview: boolean): Promise<string> {
  if (!(await isAdministrator(ctx))) throw gatewayError('FORBIDDEN');
  return ctx.legacy.boardDocuments.filePath(id, preview);
}
