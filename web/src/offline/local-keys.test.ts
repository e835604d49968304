import { afterEach, describe, expect, it } from 'vitest';
import { defaultOptions } from 'tus-js-client';
import { eraseResumableUploads } from './local-keys.ts';

afterEach(() => window.localStorage.clear());

describe('erasing the resumable uploads', () => {
  it('removes every address tus-js-client kept for an unfinished upload, and nothing else', async () => {
    for (const name of ['facture.pdf', 'bulletin.pdf'])
      await defaultOptions.urlStorage.addUpload(`tus-br-${name}`, {
        size: 10,
        metadata: { filename: name, codedossier: 'AGR001' },
        creationTime: new Date().toString(),
        // Set by the storage itself.
        urlStorageKey: '',
        parallelUploadUrls: null,
        uploadUrl: `/fichiers/depots/${name}`,
      });
    window.localStorage.setItem('portal.theme', 'sombre');
    expect(await defaultOptions.urlStorage.findAllUploads()).toHaveLength(2);

    eraseResumableUploads();

    expect(await defaultOptions.urlStorage.findAllUploads()).toEqual([]);
    expect(window.localStorage.getItem('portal.theme')).toBe('sombre');
  });
});
