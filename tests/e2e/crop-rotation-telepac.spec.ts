import type { Page } from '@playwright/test';
import { CONFIRM_IMPORT } from '@portal/schema/rules/crop-rotation';
import { TELEPAC_NOT_XML, TELEPAC_NOT_XML_FILE } from '@portal/schema/rules/telepac';
import { derobeeDeclaration, prefixedLatin1Declaration } from '../fixtures/telepac-samples.ts';
import { appRunning, expect, test } from './fixtures.ts';

// The Telepac import (spec 001 §5, §7) with the two sample declarations of tests/fixtures/telepac-samples.ts.
// Each viewport owns a file's two oldest years, empty in the seed: AGR006 (phone) or AGR012 (desktop), Y−3 and Y−2.

const Y = new Date().getFullYear();

async function openYear(page: Page, file: string, millesime: number) {
  await page.goto(`/accueil/${file}`);
  await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
  await appRunning(page);
  await page.goto(`/outils/assolement?millesime=${millesime}`);
  await expect(page.getByText(`Aucune culture déclarée pour ${millesime}.`)).toBeVisible();
}

const chooseFile = (page: Page, name: string, buffer: Uint8Array) =>
  page
    .getByLabel('Fichier Telepac (.xml)')
    .setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(buffer) });

async function importFile(page: Page, name: string, buffer: Uint8Array, parcelles: number) {
  await chooseFile(page, name, buffer);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${parcelles} parcelle(s) lue(s). ${CONFIRM_IMPORT}`);
  await dialog.getByRole('button', { name: 'Oui' }).click();
}

const total = (page: Page) => page.getByText(/^Surface totale :/);

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  test.describe(name, () => {
    test.use({ viewport });
    const file = index === 0 ? 'AGR006' : 'AGR012';

    test('a file that is not a declaration is refused in French and nothing changes', async ({
      page,
      signIn,
    }) => {
      await signIn('collaborateur');
      await openYear(page, file, Y - 2);
      await chooseFile(page, 'assolement.csv', new TextEncoder().encode('BTH;12,5'));
      await expect(page.getByRole('alert').filter({ hasText: TELEPAC_NOT_XML_FILE })).toBeVisible();
      await chooseFile(page, 'declaration.xml', new TextEncoder().encode('Culture;Surface'));
      await expect(page.getByRole('alert').filter({ hasText: TELEPAC_NOT_XML })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(`Aucune culture déclarée pour ${Y - 2}.`)).toBeVisible();
    });

    test("both sample declarations import, each year's total being the file's", async ({ page, signIn }) => {
      await signIn('collaborateur');
      await openYear(page, file, Y - 3);
      // ISO-8859-1, namespaces on a prefix, ares: 20,1 + 8,3 + 12,12 ha.
      await importFile(page, 'declaration-pac.xml', prefixedLatin1Declaration(), 4);
      await expect(total(page)).toHaveText('Surface totale : 40,5\u00a0ha');
      await expect(
        page
          .getByRole('row')
          .or(page.getByRole('listitem'))
          .filter({ hasText: "Blé tendre d'hiver" })
          .locator('visible=true'),
      ).toContainText('20,1\u00a0ha');

      await openYear(page, file, Y - 2);
      // Hectares, a moutarde dérobée on the orge's 15,4 ha, and ZZZ's 1,2 ha that no culture maps.
      await importFile(page, 'declaration-derobee.XML', derobeeDeclaration(), 4);
      await expect(page.getByRole('status')).toContainText(
        'Codes de culture Telepac non reconnus, non importés : ZZZ.',
      );
      await expect(total(page)).toHaveText('Surface totale : 43,2\u00a0ha');
      await expect(
        page.getByText(index === 0 ? 'Dérobée' : 'Oui', { exact: true }).locator('visible=true'),
      ).toHaveCount(1);
    });
  });
}
