import type { Page } from '@playwright/test';
import { escapeRegExp, expect, test } from './fixtures.ts';

// Each file is a button named "code company statut", e.g. "AGR001 EARL des Quatre Vents Bon".
function dossierButton(page: Page, code: string, raisonSociale: string) {
  return page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${code} ${escapeRegExp(raisonSociale)}\\b`) });
}

function search(page: Page) {
  return page.getByRole('searchbox', { name: 'Rechercher un dossier' });
}

test.beforeEach(async ({ page, signIn }) => {
  await signIn('collaborateur');
  await expect(page).toHaveURL(/\/selectionDossier/);
});

test("the collaborator's own portfolio is listed first, sorted by company name", async ({ page }) => {
  const portfolio = page.getByRole('list', { name: 'Mon portefeuille' });
  await expect(portfolio.getByRole('button')).toHaveCount(5);

  expect(await portfolio.getByRole('button').allTextContents()).toEqual([
    expect.stringContaining('Champagne Morel Père et Fils'),
    expect.stringContaining('Claire Fontaine'),
    expect.stringContaining('EARL des Quatre Vents'),
    expect.stringContaining('GAEC du Moulin'),
    expect.stringContaining('SARL Boulangerie Lemoine'),
  ]);
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/collaborator-portfolio.png', fullPage: true });
  });
});

test('fewer than three characters ask for three', async ({ page }) => {
  await search(page).fill('vi');

  await expect(page.getByText('Veuillez saisir 3 caractères minimum.')).toBeVisible();
});

test('a search of the whole firm finds files by company name, accents and case aside', async ({ page }) => {
  await search(page).fill('vign');

  await expect(dossierButton(page, 'VIT007', 'Domaine Hébrard Vignerons')).toBeVisible();
  await expect(dossierButton(page, 'VIT008', 'Vignoble Sébastien Lallement')).toBeVisible();
  await expect(dossierButton(page, 'AGR017', 'EARL Les Vignottes')).toBeVisible();
  await expect(page.getByText('Veuillez saisir 3 caractères minimum.')).toHaveCount(0);
  // The search results replace the portfolio, which comes back on demand.
  await expect(page.getByRole('list', { name: 'Mon portefeuille' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Voir mon portefeuille' }).click();
  await expect(page.getByRole('list', { name: 'Mon portefeuille' }).getByRole('listitem')).toHaveCount(5);
  await expect(search(page)).toHaveValue('');
});

test("'Recherche en cours...' shows while the search is on its way", async ({ page }) => {
  // A slow network: the search's answer is held until the test has seen the message.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('PortfolioSearch')) await released;
    await route.continue();
  });

  await search(page).fill('lemoine');

  await expect(page.getByText('Recherche en cours...')).toBeVisible();
  release();
  await expect(dossierButton(page, 'ACS003', 'SARL Boulangerie Lemoine')).toBeVisible();
  await expect(page.getByText('Recherche en cours...')).toHaveCount(0);
});

test('a resigned file is listed but cannot be selected', async ({ page }) => {
  await expect(dossierButton(page, 'DEM005', 'GAEC du Moulin')).toBeDisabled();

  await search(page).fill('moulin');

  await expect(dossierButton(page, 'DEM005', 'GAEC du Moulin')).toBeVisible();
  await expect(dossierButton(page, 'DEM005', 'GAEC du Moulin')).toBeDisabled();
});

test("selecting a file opens its home with 'Code dossier' and the collaborator's name in the header", async ({
  page,
  shell,
}) => {
  await search(page).fill('quatre vents');
  await dossierButton(page, 'AGR001', 'EARL des Quatre Vents').click();

  await expect(page).toHaveURL(/\/accueil\/AGR001$/);
  await expect(shell.header).toContainText('Code dossier : AGR001');
  await expect(shell.header).toContainText('Sophie Marchand');
  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toContainText(/412\s850,00\s€/);
  await expect(shell.menuEntry('Retour au portefeuille')).toBeVisible();
});

test('a file outside the portfolio found by the search opens too', async ({ page, shell }) => {
  await search(page).fill('Hébrard');
  await dossierButton(page, 'VIT007', 'Domaine Hébrard Vignerons').click();

  await expect(page).toHaveURL(/\/accueil\/VIT007$/);
  await expect(shell.header).toContainText('Code dossier : VIT007');
});

test("'Retour au portefeuille' brings the collaborator back to the selection", async ({ page, shell }) => {
  await dossierButton(page, 'VIT002', 'Champagne Morel Père et Fils').click();
  await expect(shell.header).toContainText('Code dossier : VIT002');

  await shell.menuEntry('Retour au portefeuille').click();

  await expect(page).toHaveURL(/\/selectionDossier/);
  await expect(page.getByRole('list', { name: 'Mon portefeuille' })).toBeVisible();
});

test('a resigned or unknown file asked for by its address sends the collaborator back to the selection', async ({
  page,
  shell,
}) => {
  await page.goto('/accueil/DEM005');
  await expect(page).toHaveURL(/\/selectionDossier/);

  await page.goto('/accueil/ZZZ999');
  await expect(page).toHaveURL(/\/selectionDossier/);
  await expect(page.getByRole('list', { name: 'Mon portefeuille' })).toBeVisible();
  // The selection's own top bar, not a file's shell: no file selector, no side menu.
  await expect(shell.dossierSelector).toHaveCount(0);
  await expect(shell.menu).toHaveCount(0);
});

test("'Se déconnecter' signs the collaborator out", async ({ page }) => {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/selectionDossier');
  await expect(page).toHaveURL(/\/app$/);
});
