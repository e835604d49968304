import type { Page } from '@playwright/test';
import { NO_ANNEXE_FILE } from '@portal/schema/rules/duer-annexes';
import { openIndex, yearTile } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 13): messages of the spec's catalogue that no screen showed, so that their failure
// showed something else, or nothing. Each failure is made by the worker's emulator (fault rules), for one test.

test.use({ viewport: { width: 390, height: 844 } });

const Y = new Date().getFullYear();

test("the home's key figures failing to load say so, and the rest of the home stays", async ({
  page,
  shell,
  signIn,
  stack,
}) => {
  const faults = `${stack.legacyUrl}/__faults`;
  const down = [{ method: 'GET', path: '/api/chiffres/accueil/*', fault: { kind: 'status', status: 500 } }];
  expect((await page.request.put(faults, { data: down })).ok()).toBe(true);
  try {
    await signIn('proprietaire@demo.fr');

    await expect(shell.flash).toContainText('Une erreur est survenue lors du chargement des chiffres');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Notifications' })).toBeVisible();
  } finally {
    await page.request.delete(faults);
  }
});

/** Runs `steps` while the worker's emulator answers as `rules` say, then takes the rules back. */
async function withFaults(page: Page, legacyUrl: string, rules: unknown[], steps: () => Promise<void>) {
  const faults = `${legacyUrl}/__faults`;
  expect((await page.request.put(faults, { data: rules })).ok()).toBe(true);
  try {
    await steps();
  } finally {
    await page.request.delete(faults);
  }
}

test("the yield map's zones failing to load say so, not the yields", async ({
  page,
  shell,
  signIn,
  stack,
}) => {
  const down = [
    { method: 'GET', path: '/api/assolement/zonesagricoles', fault: { kind: 'status', status: 500 } },
  ];
  await withFaults(page, stack.legacyUrl, down, async () => {
    await signIn('proprietaire@demo.fr', `/outils/rendement?millesime=${Y - 1}`);

    await expect(shell.flash).toContainText(
      'Une erreur est survenue lors du chargement des zones de la carte',
    );
    await expect(shell.flash).not.toContainText('rendements moyens');
    await expect(page.getByRole('combobox', { name: 'Culture' })).toHaveValue('1015');
  });
});

test('an event whose invitation fails to load says so, not that it does not exist', async ({
  page,
  shell,
  signIn,
  stack,
}) => {
  // The event detail reads the file's event from its list (GET /api/events?codeDossier=…).
  const down = [{ method: 'GET', path: '/api/events', fault: { kind: 'status', status: 500 } }];
  await withFaults(page, stack.legacyUrl, down, async () => {
    await signIn('proprietaire@demo.fr', '/event/70002');

    await expect(shell.flash).toContainText("Une erreur est survenue lors de l'invitation");
    await expect(page.getByText('Événement introuvable')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Retour à la liste' })).toBeVisible();
  });
});

test('an annexe the legacy has no file for says so instead of saving a text file', async ({
  page,
  shell,
  signIn,
  stack,
}) => {
  // Only reads AGR001's last DUER, which the seed gives the annexe 'Registre des vérifications périodiques'.
  await openIndex(page, signIn, 'proprietaire@demo.fr', 'AGR001');
  await yearTile(page, Y - 1).click();
  await page.getByRole('main').getByRole('link', { name: 'Annexes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Annexes' })).toBeVisible();
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  // The legacy's answer for a document without a file: plain text (spec 002 §8).
  const plain = [
    {
      method: 'GET',
      path: '/api/duer/fichier/1/*',
      fault: { kind: 'status', status: 200, text: 'Aucun fichier' },
    },
  ];
  await withFaults(page, stack.legacyUrl, plain, async () => {
    await page.getByRole('main').getByRole('link', { name: 'Télécharger' }).click();

    await expect(shell.flash).toContainText(NO_ANNEXE_FILE);
  });
  // The same link saves the file once the legacy has it.
  const saved = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: 'Télécharger' }).click();
  expect((await saved).suggestedFilename()).toBe('Registre des vérifications périodiques.pdf');
  expect(downloads).toEqual(['Registre des vérifications périodiques.pdf']);
});
