import {
  FILE_TYPE_OF_KIND,
  type UploadFileType,
  type UploadKind,
  uploadKindsOf,
} from '@portal/schema/rules/document-uploads';
import { dossierPermissions, type LegacyContext, requireDossier } from '../dossier-access.ts';
import { gatewayError } from '../graphql-errors.ts';
import type { LegacyDossier } from '../legacy/shapes.ts';

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
