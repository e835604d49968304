import { entryAt, libraryEntry, opensDocumentation } from '@portal/schema/rules/documentation';
import type { GatewayContext } from '../../context.ts';
import type { LegacyDocumentation } from './documentation-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { DocumentationLibraryParent, LibraryDocumentConnectionParent } from '../../graphql/mappers.ts';
import { type DocumentsArgs, documentRange } from '../documents/documents-service.ts';
import { type DocumentPage, rangePage, readRange } from '../documents/document-pages.ts';
import { listOfFile } from '../documents/file-items.ts';

/** The area's entries for the file; none when the file does not open the area (schema/rules/documentation.ts). */
export function fileDocumentations(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyDocumentation[]> {
  return listOfFile(ctx, d, opensDocumentation, () => ctx.legacy.documentations.tree());
}

export async function fileDocumentation(
  ctx: GatewayContext,
  d: LegacyDossier,
  codes: readonly string[],
): Promise<LegacyDocumentation | null> {
  return entryAt(await fileDocumentations(ctx, d), codes);
}

/** A library an entry of the area opens: only those, so no other code reaches the legacy's library call. */
export async function fileLibrary(
  ctx: GatewayContext,
  d: LegacyDossier,
  codeGed: string,
): Promise<DocumentationLibraryParent | null> {
  const entry = libraryEntry(await fileDocumentations(ctx, d), codeGed);
  return entry ? { ...entry, codeGed } : null;
}

/** A page of a library's documents (spec 001 §2, §5, §9); none asked for while the library is down. */
export async function libraryDocuments(
  ctx: GatewayContext,
  library: DocumentationLibraryParent,
  args: DocumentsArgs,
): Promise<LibraryDocumentConnectionParent> {
  const range = documentRange(args);
  const read = (page: DocumentPage) =>
    library.gedDispo ? ctx.legacy.documentations.library(library.codeGed, page) : Promise.resolve([]);
  const found = await readRange(read, range);
  return rangePage(
    found.map((doc) => ({ ...doc, codeGed: library.codeGed })),
    range,
    read,
  );
}
