import { afterEach, describe, expect, it } from 'vitest';
import { defaultOptions, Upload } from 'tus-js-client';
import { depositFingerprint } from './use-deposit.ts';

const ENDPOINT = '/fichiers/depots';
const file = new File(['%PDF facture'], 'facture.pdf', {
  type: 'application/pdf',
  lastModified: 1_700_000_000_000,
});

/** The unfinished uploads a new tab finds for the file, sent to that dossier as that kind. */
const previousUploads = (codeDossier: string, typeFichier: 'AUTRESDOCS' | 'FACTURES') =>
  new Upload(file, {
    endpoint: ENDPOINT,
    fingerprint: depositFingerprint({ codeDossier, typeFichier }),
  }).findPreviousUploads();

afterEach(() => window.localStorage.clear());

describe('an upload left unfinished', () => {
  it('is resumed by the same file sent to the same dossier as the same kind', async () => {
    const fingerprint = await depositFingerprint({ codeDossier: 'AGR001', typeFichier: 'AUTRESDOCS' })(file, {
      endpoint: ENDPOINT,
    });
    await defaultOptions.urlStorage.addUpload(fingerprint, {
      size: file.size,
      metadata: {},
      creationTime: new Date().toString(),
      // Set by the storage itself.
      urlStorageKey: '',
      parallelUploadUrls: null,
      uploadUrl: `${ENDPOINT}/abc`,
    });
    expect(await previousUploads('AGR001', 'AUTRESDOCS')).toHaveLength(1);
    // Its metadata names AGR001's documents: elsewhere the file must go anew.
    expect(await previousUploads('VIT002', 'AUTRESDOCS')).toHaveLength(0);
    expect(await previousUploads('AGR001', 'FACTURES')).toHaveLength(0);
  });
});
