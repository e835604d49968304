import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DOCUMENT_SEARCH_TOO_SHORT, PAYROLL_ZIP_LABEL } from '@portal/schema/rules/documents';
import { unzipped } from '../testkit/unzip.ts';
import { DEMO_PASSWORD, expect, openPreview, test } from './fixtures.ts';

// The document store (spec 001 §2 ged-documents). Only reads the emulator's seeded store of AGR001
// (legacy-api/src/db/seed/documents.ts: 30 bank statements, 25 invoices a year, documents of a fixed day of 2026).

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the store opens three levels down, searches, scrolls to a second page and goes back', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/ged');
      await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
      // The main node has tiles only: no search, no way back.
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Retour' })).toHaveCount(0);
      const tiles = page.getByRole('list', { name: 'Catégories' });
      await expect(tiles.getByRole('link')).toHaveText([
        'Documents en attente',
        'Comptabilité',
        'Social',
        'Juridique',
        'Factures',
        'Envoyer des documents',
      ]);
      await tiles.getByRole('link', { name: 'Envoyer des documents' }).click();
      await expect(page).toHaveURL(/\/ged\/ajout-document$/);
      await expect(page.getByRole('list', { name: 'Que souhaitez-vous envoyer ?' })).toBeVisible();
      await page.goBack();

      await tiles.getByRole('link', { name: 'Comptabilité' }).click();
      await expect(page).toHaveURL(/\/ged\/comptabilite$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible();
      await page
        .getByRole('list', { name: 'Catégories' })
        .getByRole('link', { name: 'Relevés bancaires' })
        .click();
      await expect(page).toHaveURL(/\/ged\/comptabilite\/releves$/);
      const documents = page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
      await expect(documents).toHaveCount(20);
      // The second page comes when the end of the list is scrolled to; it holds the last 10, and the list ends.
      await documents.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      await expect(documents).toHaveCount(30);

      const search = page.getByRole('searchbox', { name: 'Rechercher' });
      await search.fill('ja');
      await expect(page.getByText(DOCUMENT_SEARCH_TOO_SHORT)).toBeVisible();
      await expect(documents).toHaveCount(30);
      await search.fill('Janvier');
      await expect(page).toHaveURL(/releves\?q=Janvier$/);
      await expect(documents).toHaveCount(2);
      for (const name of await documents.allTextContents()) expect(name).toMatch(/janvier/i);
      await search.fill('introuvable');
      await expect(page.getByText('Aucun document trouvé :-(')).toBeVisible();

      await page.getByRole('link', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/ged\/comptabilite$/);
      await page.getByRole('link', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/ged$/);
    });

    test('a document downloads as the legacy’s file and previews in a new tab', async ({
      page,
      signIn,
      stack,
    }) => {
      await signIn('proprietaire@demo.fr', '/ged/comptabilite/bilans');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Télécharger Bilan 2025.pdf' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Bilan 2025.pdf');
      const bytes = await readFile((await download.path()) ?? '');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      // The same bytes as the emulator sends to its own session.
      const href =
        (await page.getByRole('link', { name: 'Aperçu de Bilan 2025.pdf' }).getAttribute('href')) ?? '';
      const id = href.split('/').at(-2) ?? '';
      const login = await fetch(`${stack.legacyUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'proprietaire@demo.fr', password: DEMO_PASSWORD }),
      });
      const legacyCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const direct = await fetch(`${stack.legacyUrl}/api/documents/ged/document/AGR001/${id}`, {
        headers: { cookie: legacyCookie },
      });
      expect(sha256(Buffer.from(await direct.arrayBuffer()))).toBe(sha256(bytes));

      const preview = await openPreview(page.getByRole('link', { name: 'Aperçu de Bilan 2025.pdf' }));
      expect(preview.status).toBe(200);
      expect(preview.headers['content-type']).toBe('application/pdf');
      expect(preview.headers['content-disposition']).toMatch(/^inline/);
    });

    test('the invoices of a year scroll to a second page and filter by kind', async ({ page, signIn }) => {
      await signIn('proprietaire@demo.fr', '/ged/factures/factures_2026');
      await expect(page.getByRole('heading', { level: 1, name: 'Factures 2026' })).toBeVisible();
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(20);
      await rows.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      await expect(rows).toHaveCount(25);
      await expect(rows.first().locator('td').last()).toHaveText(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/);

      await page.getByRole('radio', { name: 'Achat' }).check();
      await expect(page).toHaveURL(/type=Achat/);
      await expect(rows).toHaveCount(9);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a waiting invoice shows its pages as pictures, each opening in a new tab', async ({
    page,
    signIn,
  }) => {
    await signIn('proprietaire@demo.fr', '/ged');
    await page
      .getByRole('list', { name: 'Catégories' })
      .getByRole('link', { name: 'Documents en attente' })
      .click();
    await expect(page).toHaveURL(/\/ged\/attente$/);
    await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('radio', { name: 'Factures' }).check();
    await expect(page).toHaveURL(/filtre=Invoices/);
    const items = page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    const second = page.getByRole('img', { name: /, page 2$/ }).first();
    await expect(second).toBeVisible();
    expect(await second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const opening = page.context().waitForEvent('page');
    await second.click();
    const picture = await opening;
    await picture.waitForLoadState();
    expect(picture.url()).toMatch(/\/pages\/2$/);
    await picture.close();
  });

  test("a payroll month downloads as a zip of the month's files, the same bytes as each one's download", async ({
    page,
    signIn,
  }) => {
    await signIn('proprietaire@demo.fr', '/ged/social');
    const tiles = page.getByRole('list', { name: 'Catégories' }).getByRole('link');
    await tiles.first().click();
    await expect(page).toHaveURL(/\/ged\/social\/paies_\d{4}_\d{2}$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: PAYROLL_ZIP_LABEL }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^paies-\d{4}-\d{2}\.zip$/);
    const entries = await unzipped(await readFile((await download.path()) ?? ''));

    const slips = await page.getByRole('list', { name: 'Documents' }).getByRole('listitem').allTextContents();
    expect(slips).toHaveLength(3);
    expect(entries.size).toBe(3);
    for (const name of entries.keys()) expect(slips.some((text) => text.includes(name))).toBe(true);
    for (const [name, bytes] of entries) {
      const href = await page.getByRole('link', { name: `Télécharger ${name}` }).getAttribute('href');
      const single = await page.request.get(href ?? '');
      expect(sha256(Buffer.from(await single.body()))).toBe(sha256(bytes));
    }
  });
});
