import { UNSAVED_CHANGE_KEY } from '../../web/src/offline/persisted-marker.ts';
import { yearTile } from './duer-support.ts';
import { appRunning, expect, test } from './fixtures.ts';

// A collaborator who chose a file opens a DUER module by its address (issue 44): the page starts from what this
// browser kept of the file, asks the Shell again beside the module's query, and the gateway refused the two
// together as too many legacy calls: the screen said 'Module introuvable'. Only reads, of the seeded Y−2 DUERs.

const Y = new Date().getFullYear();

for (const [name, viewport, file, unit, module, risk] of [
  [
    'on a phone',
    { width: 390, height: 844 },
    'AGR001',
    /^Atelier/,
    /^Entretien du matériel/,
    'Chute de plain-pied',
  ],
  ['on a desktop', { width: 1366, height: 800 }, 'VIT002', /^Vigne/, /^Taille/, 'Coupure'],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator who chose ${file} opens a DUER module by its address and sees its risks`, async ({
      page,
      signIn,
    }) => {
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await appRunning(page);
      await page.goto('/outils/duer');
      await yearTile(page, Y - 2).click();
      await page.getByRole('link', { name: unit }).click();
      const address = await page.getByRole('link', { name: module }).getAttribute('href');
      // What the browser keeps of the file is written: the next page starts from it, as a person's next visit does.
      await expect
        .poll(() => page.evaluate((key) => window.localStorage.getItem(key), UNSAVED_CHANGE_KEY))
        .toBeNull();

      await page.goto(address ?? '');
      await expect(page.getByRole('article', { name: risk })).toBeVisible();
      await expect(page.getByText('Module introuvable')).toHaveCount(0);
    });
  });
}
