import type { Page } from '@playwright/test';
import { LOAN_MESSAGES } from '@portal/schema/rules/loans';
import { expect, test } from './fixtures.ts';

// Loan simulator (spec 001 §2, §5). The owner's farm (two seeded loans) is only read; the individual client's
// file, without loans in the seed, is written by one test alone.

const totals = (page: Page) => page.getByRole('table', { name: 'Emprunts' }).locator('tfoot');

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the owner sees the loans, their totals and chart, and every alert of an empty form', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/outils/simulateur-emprunt');
      await expect(page.getByRole('heading', { level: 1, name: "Simulateur d'emprunt" })).toBeVisible();
      await expect(page.getByRole('row', { name: /Tracteur/ })).toBeVisible();
      await expect(totals(page)).toContainText(/245\s000,00\s€/);
      await expect(page.locator('.highcharts-legend-item')).toHaveCount(2);
      await page.getByRole('button', { name: 'Informations' }).click();
      await expect(page.getByRole('dialog')).toContainText('mois par mois');
      await page.getByRole('button', { name: 'Fermer' }).click();

      await page.getByRole('link', { name: 'Ajouter un emprunt' }).click();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      for (const message of Object.values(LOAN_MESSAGES)) await expect(page.getByText(message)).toBeVisible();
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a loan added, changed and deleted moves the totals and the chart', async ({ page, signIn }) => {
  await signIn('particulier@demo.fr', '/outils/simulateur-emprunt');
  await expect(page.getByText("Aucun emprunt pour l'instant")).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un emprunt' }).click();
  await page.getByLabel('Libellé').fill('Véhicule');
  await page.getByLabel('Montant emprunté (€)').fill('100000');
  await page.getByLabel('Taux annuel (%)').fill('3');
  await page.getByLabel('Périodicité').selectOption('Trimestrielle');
  await page.getByLabel('Mode de remboursement').selectOption('AMC');
  await page.getByLabel('Nombre de périodes').fill('40');
  await page.getByLabel('Date de début').fill('2026-07-01');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/outils\/simulateur-emprunt$/);
  await expect(totals(page)).toContainText(/100\s000,00\s€/);
  // 2 862.50 + 2 562.50 + … + 162.50 of interest (schema/rules/loans.test.ts).
  await expect(totals(page)).toContainText(/15\s125,00\s€/);
  await expect(page.locator('.highcharts-series-group .highcharts-series-0 .highcharts-point')).toHaveCount(
    10,
  );

  await page.getByRole('link', { name: 'Modifier Véhicule' }).click();
  await expect(page.getByLabel('Nombre de périodes')).toHaveValue('40');
  await page.getByLabel('Montant emprunté (€)').fill('50000');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(totals(page)).toContainText(/50\s000,00\s€/);
  await expect(totals(page)).toContainText(/7\s562,50\s€/);

  await page.getByRole('button', { name: 'Supprimer Véhicule' }).click();
  await page.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByText("Aucun emprunt pour l'instant")).toBeVisible();
  await expect(page.locator('.highcharts-container')).toHaveCount(0);
});
