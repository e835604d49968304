import { NO_DOCUMENT_FOUND, STORE_DOWN_TITLE, STORE_MAINTENANCE } from '@portal/schema/rules/documents';
import { startEmulator } from '../support/emulator.ts';
import { startGatewayProgram } from '../support/gateway.ts';
import { escapeRegExp, expect, signInAt, test } from './fixtures.ts';
import { SEEDED_DATA_DIR_ENV } from './global-setup.ts';

// 'Mes documents' (spec 001 §2 documents): reads the documents the seed sent to ACS003 (on a phone) and VIT002 (on
// a desktop), 7 invoices and 7 other documents each (legacy-api/src/db/seed/document-uploads.ts), and PAR004's
// empty history; no other test sends documents to those files. The store's status is checked on a stack of the
// test's own.

/** A document of a box: its icon's text, then its name and its send date. */
const sent = (name: string, date: string) => new RegExp(`${escapeRegExp(name)}${escapeRegExp(date)}$`);

for (const [viewport, file] of [
  [{ name: 'a phone', width: 390, height: 844 }, 'ACS003'],
  [{ name: 'a desktop', width: 1366, height: 800 }, 'VIT002'],
] as const) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the boxes list the 5 invoices and the 5 documents sent last and open the store', async ({
      page,
      signIn,
    }) => {
      const prefix = file.toLowerCase();
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/documents');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();

      const invoices = main.getByRole('region', { name: 'Factures' });
      await expect(invoices.getByRole('list', { name: 'Factures' }).getByRole('listitem')).toHaveText([
        sent(`${prefix}-facture-7.pdf`, '13/10/2026'),
        sent(`${prefix}-facture-6.pdf`, '11/10/2026'),
        sent(`${prefix}-facture-5.pdf`, '09/10/2026'),
        sent(`${prefix}-facture-4.pdf`, '07/10/2026'),
        sent(`${prefix}-facture-3.pdf`, '05/10/2026'),
      ]);
      const documents = main.getByRole('region', { name: 'Documents' });
      await expect(documents.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveText([
        sent(`${prefix}-bulletin-3.xlsx`, '14/10/2026'),
        sent(`${prefix}-bulletin-2.xlsx`, '12/10/2026'),
        sent(`${prefix}-bulletin-1.xlsx`, '10/10/2026'),
        sent(`${prefix}-piece-4.jpg`, '08/10/2026'),
        sent(`${prefix}-piece-3.jpg`, '06/10/2026'),
      ]);

      await invoices.getByRole('link', { name: 'Consulter mes factures' }).click();
      await expect(page).toHaveURL(/\/ged\/factures$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
      await page.goBack();
      await documents.getByRole('link', { name: 'Consulter mes documents' }).click();
      await expect(page).toHaveURL(/\/ged$/);
      await expect(main.getByRole('list', { name: 'Catégories' })).toBeVisible();
    });
  });
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test(`a private individual's file has no invoice box and says it has no document, on ${viewport.name}`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn('particulier@demo.fr', '/documents');
    const main = page.getByRole('main');
    const documents = main.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText(NO_DOCUMENT_FOUND)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Factures' })).toHaveCount(0);
    // Without mod_documents the file offers no way to consult documents in the store.
    await expect(main.getByRole('link', { name: /^Consulter/ })).toHaveCount(0);
  });
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test(`while the store is down, its screen says so instead of its categories, on ${viewport.name}`, async ({
    page,
  }) => {
    // Its own emulator and gateway: the store's status is the same for every file, and the fault takes it down.
    // Starting two programs on a busy machine may take longer than a test.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const emulator = await startEmulator({ seededFrom: process.env[SEEDED_DATA_DIR_ENV], faults: true });
    const gateway = await startGatewayProgram({ legacyUrl: emulator.url });
    try {
      const down = [
        {
          method: 'GET',
          path: '/api/documents/checkGEDStatus',
          fault: { kind: 'status', status: 200, body: { data: { gedDispo: false } } },
        },
      ];
      expect((await page.request.put(`${emulator.url}/__faults`, { data: down })).ok()).toBe(true);
      await signInAt(page, gateway.url, 'proprietaire@demo.fr');
      await page.goto(`${gateway.url}/ged/comptabilite`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: STORE_DOWN_TITLE })).toBeVisible();
      await expect(main.getByText(STORE_MAINTENANCE)).toBeVisible();
      await expect(main.getByRole('list', { name: 'Catégories' })).toHaveCount(0);

      await page.request.delete(`${emulator.url}/__faults`);
      await page.reload();
      await expect(main.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible();
    } finally {
      await gateway.stop();
      await emulator.stop();
    }
  });
}
