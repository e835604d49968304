import {
  ATTACHMENT_EMPTY,
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
} from '@portal/schema/rules/attachments';
import type { MultipartFile } from '../../transport/multipart-body.ts';
import type { StreamingUpload } from '../../uploads/streaming-upload.ts';

/** A file the booking refuses while it streams (empty, too large): the upload stops with this message. */
export class AttachmentRefused extends Error {}

function refuse(upload: AbortController, message: string): never {
  const refusal = new AttachmentRefused(message);
  upload.abort(refusal);
  throw refusal;
}

// The file's bytes as they come, counted: past 25 MB, or empty at its end, the whole upload is aborted.
async function* counted(file: StreamingUpload, upload: AbortController): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_ATTACHMENT_BYTES) refuse(upload, ATTACHMENT_TOO_LARGE);
    yield chunk;
  }
  if (bytes === 0) refuse(upload, ATTACHMENT_EMPTY(file.name));
}

/**
 * The booking's files as parts of the legacy request, one after another in the order they arrive (spec 000 §5):
 * a name already sent is skipped (its bytes read past), each file is counted while it streams through.
 */
async function* attachmentParts(
  files: readonly StreamingUpload[],
  upload: AbortController,
): AsyncGenerator<MultipartFile> {
  const names = new Set<string>();
  for (const file of files) {
    await file.opened;
    if (names.has(file.name)) {
      file.stream.resume();
      continue;
    }
    yield { field: `files[${names.size}]`, name: file.name, type: file.type, content: counted(file, upload) };
    names.add(file.name);
  }
}

/**
 * The booking's files as the upstream request sends them, and the signal that stops that request: a file
 * refused on the way, or the browser's request failing (cut, malformed, too slow) even while the call still
 * waits for an upload connection. The signal's reason is the cause, never a failure of the legacy.
 */
export function bookingUpload(files: readonly StreamingUpload[]): {
  parts: AsyncIterable<MultipartFile>;
  signal: AbortSignal;
} {
  const upload = new AbortController();
  return {
    parts: attachmentParts(files, upload),
    signal: AbortSignal.any([upload.signal, ...files.map((file) => file.failed)]),
  };
}
