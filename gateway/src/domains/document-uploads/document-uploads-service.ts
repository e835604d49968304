import {
  FILE_TYPE_OF_KIND,
  isOfSentFilter,
  type SentFilter,
  MAX_UPLOAD_COMMENT_LENGTH,
  MAX_UPLOAD_FILES,
  recentDocumentsOf,
  showsInvoiceBox,
  UPLOAD_COMMENT_TOO_LONG,
  UPLOAD_NONE_SELECTED,
  type UploadFileType,
  type UploadKind,
  uploadKindsOf,
} from '@portal/schema/rules/document-uploads';
import { dossierPermissions, type LegacyContext, requireDossier } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import type { SentDocumentParent } from '../../graphql/mappers.ts';

/** The kinds of documents the viewer may send to a file (spec 001 §2 ged-adddocument, §6). */
export async function uploadKinds(ctx: LegacyContext, d: LegacyDossier): Promise<UploadKind[]> {
  const [permissions, payrollManager] = await Promise.all([
    dossierPermissions(ctx, d),
    ctx.legacy.documentUploads.hasPayrollManager(d.codeDossier),
  ]);
  return uploadKindsOf(permissions, payrollManager);
}

/** The file, when the viewer may send it documents of that type: checked before any byte goes to the legacy. */
export async function requireReceivingDossier(
  ctx: LegacyContext,
  codeDossier: string,
  typeFichier: UploadFileType,
): Promise<LegacyDossier> {
  const d = await requireDossier(ctx, codeDossier);
  const kinds = await uploadKinds(ctx, d);
  if (!kinds.some((kind) => FILE_TYPE_OF_KIND[kind] === typeFichier)) throw gatewayError('FORBIDDEN');
  return d;
}

export interface DepositReport {
  codeDossier: string;
  kind: UploadKind;
  nbDocuments: number;
  nbDocumentsEnErreur: number;
  commentaire?: string | null;
}

/** Reports a finished deposit to the file's contributors (sendmailconfirmupload), under the upload rights. */
export async function confirmDeposit(
  ctx: LegacyContext,
  input: DepositReport,
): Promise<{ sent: boolean; errors: UserError[] }> {
  const counts = [input.nbDocuments, input.nbDocumentsEnErreur];
  if (
    counts.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_UPLOAD_FILES) ||
    counts[0]! + counts[1]! === 0
  )
    return { sent: false, errors: [{ field: 'nbDocuments', message: UPLOAD_NONE_SELECTED }] };
  const commentaire = input.commentaire?.trim() || null;
  if (commentaire && commentaire.length > MAX_UPLOAD_COMMENT_LENGTH)
    return { sent: false, errors: [{ field: 'commentaire', message: UPLOAD_COMMENT_TOO_LONG }] };
  const typeFichier = FILE_TYPE_OF_KIND[input.kind];
  const d = await requireReceivingDossier(ctx, input.codeDossier, typeFichier);
  const result = await legacyChange(() =>
    ctx.legacy.documentUploads.confirm({
      codedossier: d.codeDossier,
      typeFichier,
      nbDocuments: input.nbDocuments,
      nbDocumentsEnErreur: input.nbDocumentsEnErreur,
      commentaire,
    }),
  );
  return 'errors' in result ? { sent: false, errors: result.errors } : { sent: true, errors: [] };
}

/** The documents sent to a file under a filter of the history (spec 001 §2 ged-histo-envoi), newest first. */
export async function sentDocuments(
  ctx: LegacyContext,
  d: LegacyDossier,
  filter: SentFilter,
): Promise<SentDocumentParent[]> {
  const sent = await ctx.legacy.documentUploads.history(d.codeDossier);
  return sent
    .filter((doc) => isOfSentFilter(doc.typeFichier, filter))
    .map((doc) => ({ ...doc, codeDossier: d.codeDossier }));
}

/** Spec 001 §2 documents: the 5 invoices (none for a private individual) and 5 documents sent last, and the links. */
export async function recentDocuments(ctx: LegacyContext, d: LegacyDossier) {
  const [permissions, sent] = await Promise.all([
    dossierPermissions(ctx, d),
    ctx.legacy.documentUploads.history(d.codeDossier),
  ]);
  const { invoices, documents } = recentDocumentsOf(
    sent.map((doc) => ({ ...doc, codeDossier: d.codeDossier })),
  );
  return {
    invoices: showsInvoiceBox(d.codeEntite) ? invoices : null,
    documents,
    viewerCanConsultInvoices: permissions.includes('mod_factures'),
    viewerCanConsultDocuments: permissions.includes('mod_documents'),
  };
}
