import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Keeps a name the file system accepts; the name the client sent is what the database records. */
export const diskName = (position: number, name: string) =>
  `${position + 1}-${
    path
      .basename(name)
      .replaceAll(/[^\p{L}\p{N}._-]+/gu, '_')
      .slice(0, 100) || 'fichier'
  }`;

/** Streams an uploaded file to `target`, hashing and measuring it on the way: it is never held in memory. */
export async function writeMeasured(
  source: Readable,
  target: string,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(source, meter, createWriteStream(target));
  return { size, sha256: hash.digest('hex') };
}
