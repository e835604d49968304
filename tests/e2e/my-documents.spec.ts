import { NO_DOCUMENT_FOUND, STORE_DOWN_TITLE, STORE_MAINTENANCE } from '@portal/schema/rules/documents';
import { escapeRegExp, expect, test } from './fixtures.ts';

// 'Mes documents' (spec 001 §2 documents): reads the documents the seed sent to ACS003 (on a phone) and VIT002 (on
// a desktop), 7 invoices and 7 other documents each (legacy-api/src/db/seed/document-uploads.ts), and PAR004's
// empty history; no other test sends documents to those files.

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
    signIn,
    stack,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // The store's status is the same for every file: the fault takes it down for this test alone, on the worker's
    // emulator, and is lifted before the next test.
    const faults = `${stack.legacyUrl}/__faults`;
    const down = [
      {
        method: 'GET',
        path: '/api/documents/checkGEDStatus',
        fault: { kind: 'status', status: 200, body: { data: { gedDispo: false } } },
      },
    ];
    expect((await page.request.put(faults, { data: down })).ok()).toBe(true);
    try {
      await signIn('proprietaire@demo.fr', '/ged/comptabilite');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: STORE_DOWN_TITLE })).toBeVisible();
      await expect(main.getByText(STORE_MAINTENANCE)).toBeVisible();
      await expect(main.getByRole('list', { name: 'Catégories' })).toHaveCount(0);

      await page.request.delete(faults);
      await page.reload();
      await expect(main.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible();
    } finally {
      await page.request.delete(faults);
    }
  });
}
