import {
  decodeOutcome,
  outcomeMessage,
  UPLOAD_CSRF_HEADER,
  UPLOAD_FAILED,
  UPLOAD_HEAVY,
  UPLOAD_RESULT_HEADER,
  UPLOAD_WORKERS,
  type UploadFileType,
  type UploadOutcome,
} from '@portal/schema/rules/document-uploads';
import { useCallback, useRef, useState } from 'react';
import { defaultOptions, Upload, type DetailedError, type UploadOptions } from 'tus-js-client';

/** Where the gateway takes the store's files with the tus protocol (gateway/src/uploads/resumable-uploads.ts). */
const RESUMABLE_UPLOADS_URL = '/fichiers/depots';
// Waits before each new try after a lost link: the file resumes from its last byte received each time.
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** Spec 001 §3 Upload item: a file of the deposit and how its sending stands. */
export interface DepositItem {
  file: File;
  status: 'enattente' | 'encours' | 'envoye' | 'erreur';
  uploadPercentage: number;
  uploadErrorMessage: string | null;
}

export interface DepositSummary {
  sent: number;
  failed: number;
  /** A 401 stopped the batch: the person is no longer signed in. */
  signedOut: boolean;
}

/** The outcome of a tus failure: 401 signs out, 413 is too heavy, a refusal's message is kept (spec 001 §8). */
function failureOf(error: Error | DetailedError): UploadOutcome {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status === 401) return { statut: 'deconnecte' };
  if (status === 413) return { statut: 'trop-lourd' };
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { message?: unknown };
    if (status >= 400 && status < 500 && typeof body.message === 'string')
      return { statut: 'erreur', message: body.message };
  } catch {
    // No message of the gateway's: the generic one.
  }
  return { statut: 'erreur', message: null };
}

/** Where a deposit's files go: the dossier and the legacy's kind of file. */
interface DepositMeta {
  codeDossier: string;
  typeFichier: UploadFileType;
}

/**
 * The key under which the browser keeps an unfinished upload's address, for a new tab to resume it: tus-js-client's
 * own (the file's name, type, size and date) with the dossier and kind, since a resumed upload goes where it was
 * created for: the same file sent to another dossier, or as another kind, starts anew.
 */
export const depositFingerprint =
  (meta: DepositMeta) =>
  async (file: File, options: UploadOptions): Promise<string> =>
    [await defaultOptions.fingerprint(file, options), meta.codeDossier, meta.typeFichier].join('-');

/**
 * Sends one file with tus, resuming an upload of the same file this browser left unfinished; `stop` ends it
 * where it stands (its parts expire on the gateway).
 */
function sendOne(
  file: File,
  meta: DepositMeta,
  onProgress: (percentage: number) => void,
): { outcome: Promise<UploadOutcome>; stop: () => void } {
  let stop = () => undefined as void;
  const outcome = new Promise<UploadOutcome>((resolve) => {
    const upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOADS_URL,
      retryDelays: RETRY_DELAYS_MS,
      headers: { [UPLOAD_CSRF_HEADER]: '1' },
      metadata: {
        filename: file.name,
        filetype: file.type,
        codedossier: meta.codeDossier,
        typeFichier: meta.typeFichier,
      },
      fingerprint: depositFingerprint(meta),
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => resolve(decodeOutcome(lastResponse.getHeader(UPLOAD_RESULT_HEADER))),
      onError: (error) => resolve(failureOf(error)),
    });
    stop = () => {
      void upload.abort();
      resolve({ statut: 'erreur', message: null });
    };
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous.at(-1);
        if (last) upload.resumeFromPreviousUpload(last);
      })
      .catch(() => undefined)
      .finally(() => upload.start());
  });
  return { outcome, stop };
}

/**
 * The deposit's sending (spec 001 §4 Upload item): the files go one per call, two at a time, each resumable from
 * its last byte received; a 401 stops the batch (spec 000 §7). `send` answers the counts once every file is done.
 */
export function useDeposit() {
  const [items, setItems] = useState<DepositItem[]>([]);
  const [sending, setSending] = useState(false);
  const running = useRef(new Set<() => void>());

  const change = (file: File, patch: Partial<DepositItem>) =>
    setItems((current) => current.map((item) => (item.file === file ? { ...item, ...patch } : item)));

  const send = useCallback(
    async (
      files: readonly File[],
      meta: { codeDossier: string; typeFichier: UploadFileType },
    ): Promise<DepositSummary> => {
      setSending(true);
      setItems(
        files.map((file) => ({ file, status: 'enattente', uploadPercentage: 0, uploadErrorMessage: null })),
      );
      const queue = [...files];
      const summary: DepositSummary = { sent: 0, failed: 0, signedOut: false };
      const worker = async () => {
        for (let file = queue.shift(); file && !summary.signedOut; file = queue.shift()) {
          const current = file;
          change(current, { status: 'encours' });
          const sending = sendOne(current, meta, (uploadPercentage) => change(current, { uploadPercentage }));
          running.current.add(sending.stop);
          const outcome = await sending.outcome;
          running.current.delete(sending.stop);
          if (outcome.statut === 'deconnecte') {
            summary.signedOut = true;
            // The other file under way stops too: nothing more goes without a session.
            for (const stop of running.current) stop();
            running.current.clear();
          }
          const message = outcomeMessage(outcome);
          if (message === null) summary.sent += 1;
          else summary.failed += 1;
          change(current, {
            status: message === null ? 'envoye' : 'erreur',
            uploadPercentage: message === null ? 100 : 0,
            uploadErrorMessage: outcome.statut === 'trop-lourd' ? UPLOAD_HEAVY : (message ?? null),
          });
        }
      };
      try {
        await Promise.all(Array.from({ length: UPLOAD_WORKERS }, worker));
      } catch {
        summary.failed = files.length - summary.sent;
        setItems((current) =>
          current.map((item) =>
            item.status === 'envoye'
              ? item
              : { ...item, status: 'erreur', uploadErrorMessage: UPLOAD_FAILED },
          ),
        );
      } finally {
        setSending(false);
      }
      return summary;
    },
    [],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, sending, send, clear };
}
