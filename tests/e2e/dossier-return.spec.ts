import type { Page } from '@playwright/test';
import { card, expect, test } from './fixtures.ts';

// Walk finding (issue 8): returning to a file already seen waited for the network the first time (its first
// load was cached under no file code), switching gave no sign of progress, and a form typed under one file
// was sent for another.

test.use({ viewport: { width: 390, height: 844 } });

const AGR001 = { name: 'EARL des Quatre Vents', place: 'Agence de Troyes' };
const VIT002 = { name: 'Champagne Morel Père et Fils', place: 'Agence de Bar-sur-Aube' };

/** Holds every GraphQL call until the returned function is called: what shows meanwhile came from the cache. */
async function holdTheGateway(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test('returning to the first file shows its home from what was already loaded, without the gateway', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  const next = card(page, 'Prochain rendez-vous');
  await expect(next).toContainText(AGR001.place);
  await shell.switchDossier(VIT002.name);
  await expect(next).toContainText(VIT002.place);

  const release = await holdTheGateway(page);
  await shell.switchDossier(AGR001.name);

  await expect(next).toContainText(AGR001.place);
  await release();
});

test('switching to a file not seen yet shows that it is loading, then the file', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(card(page, 'Prochain rendez-vous')).toContainText(AGR001.place);

  const release = await holdTheGateway(page);
  await shell.dossierSelector.click();
  await shell.header.getByRole('button', { name: VIT002.name, exact: true }).click();

  await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toBeVisible();
  await release();
  await expect(card(page, 'Prochain rendez-vous')).toContainText(VIT002.place);
  await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toHaveCount(0);
});

test('a booking typed under one file is not carried over to another', async ({ page, shell, signIn }) => {
  await signIn('proprietaire@demo.fr', '/rendez-vous/ajouter/AG101');
  const reason = page.getByRole('main').getByRole('textbox', { name: 'Motif', exact: true });
  await reason.fill('Question sur la déclaration de stocks de la SCEA');

  await shell.switchDossier(VIT002.name);

  await expect(page).toHaveURL(/\/rendez-vous\/ajouter\/AG101$/);
  await expect(reason).toHaveValue('');
});
