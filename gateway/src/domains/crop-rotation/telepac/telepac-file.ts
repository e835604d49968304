import { MISSING_PARAMETER } from '@portal/schema/rules/crop-rotation';
import {
  decodeTelepac,
  isXmlFileName,
  TELEPAC_MAX_BYTES,
  TELEPAC_NOT_XML_FILE,
  TELEPAC_TOO_LARGE,
} from '@portal/schema/rules/telepac';
import type { StreamingUpload } from '../../../uploads/streaming-upload.ts';

/** The bytes of an uploaded declaration, read whole (the legacy takes its text), or why it is refused. */
async function bytesOf(file: StreamingUpload): Promise<{ bytes: Uint8Array } | { error: string }> {
  await file.opened;
  if (!isXmlFileName(file.name)) {
    file.stream.resume();
    return { error: TELEPAC_NOT_XML_FILE };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Read past, not kept: the rest of the body still has to come for the answer to go out.
    if (size <= TELEPAC_MAX_BYTES) chunks.push(chunk);
  }
  return size > TELEPAC_MAX_BYTES ? { error: TELEPAC_TOO_LARGE } : { bytes: Buffer.concat(chunks) };
}

/**
 * The text of the Telepac declaration an import names: the uploaded file (the web app's way, beyond the JSON
 * body's 1 MB), decoded as its prolog declares, or the text a script sent; 'Paramètre manquant' without either
 * (spec 001 §5).
 */
export async function declarationText(input: {
  content?: string | null;
  file?: StreamingUpload | null;
}): Promise<{ text: string } | { error: string }> {
  if (input.file) {
    const read = await bytesOf(input.file);
    return 'error' in read ? read : decodeTelepac(read.bytes);
  }
  return input.content ? { text: input.content } : { error: MISSING_PARAMETER };
}
