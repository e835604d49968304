import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Figures pages (spec 001 §2). Favourites are per account: only the first test stars, as the collaborator, on a
// figure nobody else reads; the others read the owner's seed (recettes starred).

const chart = (page: Page) => page.locator('.highcharts-container');
// Month labels thin out on a phone: the oldest period's points (all booked) count the months instead.
const oldestPeriodPoints = (page: Page) =>
  chart(page).locator('.highcharts-markers.highcharts-series-0 .highcharts-point');

async function openAsCollaborator(page: Page, raisonSociale: RegExp) {
  await page
    .getByRole('list', { name: 'Mon portefeuille' })
    .getByRole('button', { name: raisonSociale })
    .click();
  await expect(page).toHaveURL(/\/accueil/);
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the owner sees the starred figure first, and the receipts chart compares three periods', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/mes-chiffres');
      const favourites = page.getByRole('region', { name: 'Mes chiffres favoris' });
      await expect(favourites.getByRole('link', { name: 'Recettes' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Autres chiffres' }).getByRole('link')).toHaveCount(4);

      await favourites.getByRole('link', { name: 'Recettes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Recettes' })).toBeVisible();
      await expect(page.getByText(/Mis à jour le \d\d\/\d\d\/\d{4}/)).toBeVisible();
      await expect(chart(page).locator('.highcharts-legend-item')).toHaveCount(3);
      await expect(oldestPeriodPoints(page)).toHaveCount(12);

      await page.getByRole('radio', { name: 'Période personnalisée' }).check();
      await page.getByRole('combobox', { name: 'Durée' }).selectOption('6');
      await expect(oldestPeriodPoints(page)).toHaveCount(6);
      await expect(chart(page).locator('.highcharts-legend-item')).toHaveCount(3);
      await expect(chart(page).locator('.highcharts-legend-item').first()).toContainText('/');
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a figure starred from its detail moves to the favourites', async ({ page, signIn }) => {
  await signIn('collaborateur');
  await openAsCollaborator(page, /SARL Boulangerie Lemoine/);
  await page.goto('/mes-chiffres/capacite-remboursement');
  await page.getByRole('button', { name: 'Ajouter Capacité de remboursement aux favoris' }).click();
  await expect(
    page.getByRole('button', { name: 'Retirer Capacité de remboursement des favoris' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retour à Mes chiffres' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Mes chiffres favoris' })
      .getByRole('link', { name: 'Capacité de remboursement' }),
  ).toBeVisible();
});

test('an agricultural file reads its indebtedness per hectare, a business file as a percent', async ({
  page,
  signIn,
}) => {
  await signIn('collaborateur');
  await openAsCollaborator(page, /EARL des Quatre Vents/);
  await page.goto('/mes-chiffres/endettement');
  await expect(chart(page).locator('.highcharts-yaxis .highcharts-axis-title')).toHaveText('€/ha');
  await expect(chart(page).locator('.highcharts-column-series .highcharts-point')).toHaveCount(4);

  await page.goto('/selectionDossier');
  await openAsCollaborator(page, /SARL Boulangerie Lemoine/);
  await page.goto('/mes-chiffres/endettement');
  await expect(chart(page).locator('.highcharts-yaxis .highcharts-axis-title')).toHaveText('%');
});
