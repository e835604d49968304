// Uploads to the document store (spec 001 §2 ged-adddocument and adddocument, §3 Upload item, §4, §5 Uploads,
// §8 Uploads, §9; spec 000 §7): the kinds a file may receive, what a deposit accepts, and the texts.

import { INDIVIDUAL_CLIENT_ENTITY } from './dossiers.ts';

/** Spec 001 §9: at most 100 files per deposit, 25 MB each. */
export const MAX_UPLOAD_FILES = 100;
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Spec 001 §4: files go one at a time, two at once. */
export const UPLOAD_WORKERS = 2;
/** Unfinished resumable uploads one person may have at once, and their declared bytes (issue 42). */
export const MAX_IN_FLIGHT_UPLOADS = 10;
export const MAX_IN_FLIGHT_UPLOAD_BYTES = 200 * 1024 * 1024;
export const UPLOAD_IN_FLIGHT_LIMIT =
  'Trop de dépôts sont en cours : attendez la fin des envois commencés avant d’en commencer d’autres.';

/** The legacy's typeFichier of an upload (spec 001 §7). */
export const UPLOAD_FILE_TYPES = ['AUTRESDOCS', 'PAIE', 'FACTURES'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** The uploader's `type` query parameter (spec 001 §2) and the legacy's typeFichier it stands for. */
export const UPLOAD_KINDS = ['document', 'invoice', 'pay'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const FILE_TYPE_OF_KIND: Readonly<Record<UploadKind, UploadFileType>> = {
  document: 'AUTRESDOCS',
  invoice: 'FACTURES',
  pay: 'PAIE',
};
export const isUploadKind = (value: unknown): value is UploadKind =>
  (UPLOAD_KINDS as readonly unknown[]).includes(value);

/** The choice page's buttons (spec 001 §2 names the three kinds, not their labels: ours). */
export const UPLOAD_KIND_LABELS: Readonly<Record<UploadKind, string>> = {
  document: 'Envoyer des documents',
  invoice: 'Envoyer des factures',
  pay: 'Envoyer des éléments de paie',
};

/** Spec 001 §6: the function of the contact that opens payroll uploads (the legacy writes it either way). */
export const isPayrollManager = (fonction: string): boolean =>
  /^gestionnaire\s+(de\s+)?paie$/i.test(fonction.trim());

/**
 * Spec 001 §2, §6: the kinds a file receives: documents always; invoices with non_cder_particulier; pay with a
 * payroll manager among the file's contacts; none while the store is down for maintenance.
 */
export function uploadKindsOf(permissions: readonly string[], hasPayrollManager: boolean): UploadKind[] {
  // Spec 001 §4 Library maintenance: the store down, uploads are off.
  if (permissions.includes('maintenanceGedDocument')) return [];
  return [
    'document',
    ...(permissions.includes('non_cder_particulier') ? (['invoice'] as const) : []),
    ...(hasPayrollManager ? (['pay'] as const) : []),
  ];
}

/** The deposit's comment (the spec gives no bound: ours, as the legacy's body takes it). */
export const MAX_UPLOAD_COMMENT_LENGTH = 2000;
export const UPLOAD_COMMENT_TOO_LONG = `Le commentaire ne doit pas dépasser ${MAX_UPLOAD_COMMENT_LENGTH} caractères.`;

// Spec 001 §5 and §8, to the letter.
export const UPLOAD_NONE_SELECTED = 'Veuillez sélectionner au moins un fichier';
export const UPLOAD_TOO_MANY = `Vous ne pouvez pas déposer plus de ${MAX_UPLOAD_FILES} fichiers`;
export const UPLOAD_EMPTY = (name: string) => `Le fichier ${name} est vide.`;
export const UPLOAD_TOO_LARGE = (name: string) =>
  `Le fichier ${name} est trop volumineux, le poids maximal est 25 Mo`;
export const UPLOAD_HEAVY = "Échec de l'envoi du document, celui-ci est trop lourd.";
export const UPLOAD_FAILED = "Échec de l'envoi du document, veuillez réssayer.";
export const UPLOAD_BATCH_FAILED = "Une erreur est survenue lors de l'envoi des documents";
export const UPLOAD_SIGNED_OUT =
  "Vous n'êtes plus connecté. La page va être rechargée pour vous permettre de vous reconnecter.";
export const UPLOAD_CONFIRMATION_FAILED =
  "Vos documents ont bien été envoyés, mais l'avis d'envoi n'a pas pu être transmis : merci de prévenir les intervenants de votre dossier.";
export const UPLOAD_DONE = 'Vos documents ont bien été mis en ligne.';

/** Why a file cannot be sent: empty or over 25 MB; null when it may go. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (file.size === 0) return UPLOAD_EMPTY(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE(file.name);
  return null;
}

/**
 * Adds the chosen files to the deposit (spec 001 §5): a name already there is ignored, an empty or too heavy
 * file is refused with its message, and a choice that would pass 100 files adds nothing.
 */
export function addToDeposit<T extends { name: string; size: number }>(
  deposit: readonly T[],
  chosen: readonly T[],
): { files: T[]; errors: string[] } {
  const errors: string[] = [];
  const added: T[] = [];
  for (const file of chosen) {
    if ([...deposit, ...added].some((f) => f.name === file.name)) continue;
    const refusal = fileRefusal(file);
    if (refusal) errors.push(refusal);
    else added.push(file);
  }
  if (deposit.length + added.length > MAX_UPLOAD_FILES)
    return { files: [...deposit], errors: [UPLOAD_TOO_MANY] };
  return { files: [...deposit, ...added], errors };
}

/** How a file's sending to the legacy ended, as the gateway tells the browser once the file is whole. */
export type UploadOutcome =
  | { statut: 'envoye' }
  | { statut: 'deconnecte' }
  | { statut: 'trop-lourd' }
  | { statut: 'erreur'; message: string | null };

/** The header of the last answer of a resumable upload that carries its outcome. */
export const UPLOAD_RESULT_HEADER = 'Upload-Result';
/** The header every change of a resumable upload carries: a page of another site cannot set it (CSRF). */
export const UPLOAD_CSRF_HEADER = 'x-portail-depot';

export const encodeOutcome = (outcome: UploadOutcome): string => encodeURIComponent(JSON.stringify(outcome));

/** The outcome a header holds; an error without a message when it holds none or garbage. */
export function decodeOutcome(header: string | null | undefined): UploadOutcome {
  try {
    const value = JSON.parse(decodeURIComponent(header ?? '')) as UploadOutcome;
    if (['envoye', 'deconnecte', 'trop-lourd', 'erreur'].includes(value.statut)) return value;
  } catch {
    // Fall through: an answer without an outcome is a failure the person may retry.
  }
  return { statut: 'erreur', message: null };
}

/** Spec 001 §8: the message a failed file shows (null when it was sent). */
export function outcomeMessage(outcome: UploadOutcome): string | null {
  switch (outcome.statut) {
    case 'envoye':
      return null;
    case 'deconnecte':
      return UPLOAD_SIGNED_OUT;
    case 'trop-lourd':
      return UPLOAD_HEAVY;
    case 'erreur':
      return outcome.message ?? UPLOAD_FAILED;
  }
}

/** Spec 001 §2 ged-histo-envoi: the history's filters and the legacy's types each shows. */
export const SENT_FILTERS = ['Tous', 'Documents', 'Factures'] as const;
export type SentFilter = (typeof SENT_FILTERS)[number];
export const isOfSentFilter = (typeFichier: string, filter: SentFilter): boolean =>
  filter === 'Tous' || (filter === 'Factures') === (typeFichier === 'FACTURES');
export const SENT_FILTER_LABELS: Readonly<Record<SentFilter, string>> = {
  Tous: 'Tous',
  Documents: 'Documents',
  Factures: 'Factures',
};

/** Spec 001 §2 documents, §9: 'Mes documents' lists the 5 invoices and the 5 documents sent last. */
export const RECENT_DOCUMENTS_COUNT = 5;

/** The 'Mes documents' boxes of a file's sent documents (newest first): its invoices and its other documents. */
export function recentDocumentsOf<T extends { typeFichier: string }>(
  sent: readonly T[],
): { invoices: T[]; documents: T[] } {
  return {
    invoices: sent
      .filter((doc) => isOfSentFilter(doc.typeFichier, 'Factures'))
      .slice(0, RECENT_DOCUMENTS_COUNT),
    documents: sent
      .filter((doc) => isOfSentFilter(doc.typeFichier, 'Documents'))
      .slice(0, RECENT_DOCUMENTS_COUNT),
  };
}

/** Spec 001 §2 documents, §6: a private individual's file (codeEntite 0016) hides the invoice box. */
export const showsInvoiceBox = (codeEntite: string): boolean => codeEntite !== INDIVIDUAL_CLIENT_ENTITY;
