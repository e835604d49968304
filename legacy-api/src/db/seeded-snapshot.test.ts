import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeUnusedSnapshots } from './seeded-snapshot.ts';

describe('removeUnusedSnapshots', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'snapshots-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('removes the snapshots unused for a day and dead writers’ partial files, and leaves the others and every other file', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const files = {
      stale: 'legacy-api-seeded-0123456789abcdef.tar',
      fresh: 'legacy-api-seeded-fedcba9876543210.tar',
      beingWritten: 'legacy-api-seeded-0123456789abcdef.tar.4242',
      crashedWriter: 'legacy-api-seeded-fedcba9876543210.tar.4141',
      other: 'notes.tar',
    };
    for (const name of Object.values(files)) await writeFile(path.join(folder, name), 'x');
    for (const name of [files.stale, files.crashedWriter, files.other])
      await utimes(path.join(folder, name), twoDaysAgo, twoDaysAgo);

    await removeUnusedSnapshots(folder);

    expect((await readdir(folder)).sort()).toEqual([files.beingWritten, files.fresh, files.other].sort());
  });
});
