import { readFile } from 'node:fs/promises';
import { NO_DOCUMENT_FOUND } from '@portal/schema/rules/documents';
import { expect, openPreview, test } from './fixtures.ts';

// The board's documents (spec 001 §2 ged-documents-administration), read by the collaborator, who holds
// administrateur_cder: the workspace 'Bureau' on a phone, 'Conseil d'administration' on a desktop
// (legacy-api/src/db/seed/board-documents.ts); no other test reads them.

for (const [viewport, workspace, names, previewed] of [
  [
    { name: 'a phone', width: 390, height: 844 },
    'Bureau',
    [
      'Convocation bureau octobre 2026.pdf',
      'Tableau des indemnités.xlsx',
      'Plan de la salle du bureau.png',
      'Compte rendu bureau août 2026.pdf',
    ],
    'Plan de la salle du bureau.png',
  ],
  [
    { name: 'a desktop', width: 1366, height: 800 },
    "Conseil d'administration",
    [
      'Charte des administrateurs.docx',
      'Rapport financier 2025.pdf',
      'Photo du conseil 2026.png',
      'Budget prévisionnel 2027.xlsx',
      'Procès-verbal CA juin 2026.pdf',
      'Ordre du jour CA septembre 2026.pdf',
    ],
    'Ordre du jour CA septembre 2026.pdf',
  ],
] as const) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an administrator opens a workspace from the store, searches, downloads and previews', async ({
      page,
      signIn,
    }) => {
      await signIn('collaborateur', '/accueil/AGR001');
      await expect(page.getByRole('banner')).toContainText('Code dossier : AGR001');
      await page.goto('/ged');
      const main = page.getByRole('main');
      await main
        .getByRole('list', { name: 'Catégories' })
        .getByRole('link', { name: "Conseil d'administration" })
        .click();
      await expect(page).toHaveURL(/\/ged-administration$/);
      await expect(main.getByRole('heading', { level: 1, name: "Conseil d'administration" })).toBeVisible();
      const spaces = main.getByRole('list', { name: 'Espaces' }).getByRole('link');
      await expect(spaces).toHaveText(["Conseil d'administration", 'Bureau', 'Assemblée générale']);

      await spaces.filter({ hasText: new RegExp(`^${workspace}$`) }).click();
      await expect(main.getByRole('heading', { level: 1, name: workspace })).toBeVisible();
      const rows = main.getByRole('table', { name: 'Documents' }).getByRole('row');
      await expect(rows).toHaveCount(names.length + 1);
      for (const [n, name] of names.entries()) await expect(rows.nth(n + 1)).toContainText(name);
      // Only a PDF or a picture has a preview.
      const office = names.find((name) => name.endsWith('.xlsx')) ?? '';
      await expect(main.getByRole('link', { name: `Aperçu de ${office}` })).toHaveCount(0);

      const search = main.getByRole('searchbox', { name: 'Rechercher' });
      await search.fill(previewed.slice(0, 8).toUpperCase());
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(previewed);
      await search.fill('introuvable');
      await expect(main.getByText(NO_DOCUMENT_FOUND)).toBeVisible();
      await search.fill('');

      const downloading = page.waitForEvent('download');
      await main.getByRole('link', { name: `Télécharger ${previewed}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(previewed);
      const bytes = await readFile((await download.path()) ?? '');
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(previewed.endsWith('.pdf') ? '%PDF' : '\x89PNG');

      const preview = await openPreview(main.getByRole('link', { name: `Aperçu de ${previewed}` }));
      expect(preview.url).toMatch(/\/fichiers\/ged-administration\/[^/]+\/apercu$/);
      expect(preview.headers['content-disposition']).toMatch(/^inline/);

      await main.getByRole('link', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/ged-administration$/);
    });
  });

  test(`a client without administrateur_cder is refused the board's module, on ${viewport.name}`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn('proprietaire@demo.fr', '/ged');
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Catégories' })).toBeVisible();
    await expect(main.getByRole('link', { name: "Conseil d'administration" })).toHaveCount(0);
    await page.goto('/ged-administration');
    // Spec 001 §6: the board's documents are administrateur_cder's; anyone else gets the module refusal page.
    await expect(page).toHaveURL(/\/module-interdit\/Conseil%20d'administration$/);
    await expect(main.getByRole('list', { name: 'Espaces' })).toHaveCount(0);
  });
}
