import type { Locator, Page } from '@playwright/test';
import { GROUP_NAME_TAKEN } from '@portal/schema/rules/duer';
import { openIndex, yearTile } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// The module screen's operations and risks (spec 002 §2, §4, §6): added through the floating '+', renamed,
// deleted and moved; and the category screen's move mode. Each test owns a unit or a module of the seeded year
// Y−2 no other test reads: Cultures (› Récolte) of AGR001 on a phone, Cuverie (› Nettoyage des cuves) of VIT002 on
// a desktop.

const Y = new Date().getFullYear();

async function openModule(page: Page, signIn: Parameters<typeof openIndex>[1], file: string, path: string[]) {
  await openIndex(page, signIn, 'proprietaire@demo.fr', file);
  await yearTile(page, Y - 2).click();
  for (const name of path) await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByText(path.at(-1) ?? '', { exact: true })).toBeVisible();
}

const operations = (page: Page) => page.getByRole('main').locator('details > summary');
const operation = (page: Page, name: string) =>
  page
    .getByRole('main')
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: name }) });
const risksOf = (scope: Locator) =>
  scope.getByRole('article').evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));

async function openAdd(page: Page) {
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  return page.getByRole('dialog', { name: 'Ajouter' });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner reorders the modules of Cultures by swaps, cancels, then validates the order', async ({
    page,
    signIn,
  }) => {
    await openIndex(page, signIn, 'proprietaire@demo.fr', 'AGR001');
    const star = page.getByRole('button', { name: 'Ajouter Document unique (DUER) aux favoris' });
    await star.click();
    const starred = page.getByRole('button', { name: 'Retirer Document unique (DUER) des favoris' });
    await expect(starred).toHaveAttribute('aria-pressed', 'true');
    await starred.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await yearTile(page, Y - 2).click();
    await page.getByRole('link', { name: /^Cultures/ }).click();
    const modules = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(modules).toHaveText([/^Traitements phytosanitaires/, /^Récolte/]);
    await page.getByRole('button', { name: 'Déplacer les modules' }).click();
    await page.getByRole('button', { name: 'Déplacer à droite Traitements phytosanitaires' }).click();
    await expect(modules).toHaveText([/^Récolte/, /^Traitements phytosanitaires/]);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(modules).toHaveText([/^Traitements phytosanitaires/, /^Récolte/]);
    await page.getByRole('button', { name: 'Déplacer les modules' }).click();
    await page.getByRole('button', { name: 'Déplacer à gauche Récolte' }).click();
    await page.getByRole('button', { name: "Valider l'ordre" }).click();
    await expect(page.getByRole('button', { name: 'Déplacer les modules' })).toBeVisible();
    await page.reload();
    await expect(modules).toHaveText([/^Récolte/, /^Traitements phytosanitaires/]);
  });

  test('the owner moves operations and risks, adds an empty operation and a new risk, renames and deletes', async ({
    page,
    signIn,
  }) => {
    await openModule(page, signIn, 'AGR001', ['Cultures', 'Récolte']);
    await expect(operations(page)).toHaveText(['Moisson', 'Transport des grains']);
    await page.getByRole('button', { name: 'Monter Transport des grains' }).click();
    await expect(operations(page)).toHaveText(['Transport des grains', 'Moisson']);
    await page.getByRole('button', { name: 'Monter Incendie de la moissonneuse' }).click();
    await expect
      .poll(() => risksOf(operation(page, 'Moisson')))
      .toEqual(['Incendie de la moissonneuse', 'Bruit']);
    await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toBeVisible();

    // Adding saves the moves first (§4); a base operation's name is refused.
    let dialog = await openAdd(page);
    await dialog.getByRole('radio', { name: 'Ajouter une opération', exact: true }).check();
    await dialog.getByRole('textbox', { name: "Libellé de l'opération" }).fill('moisson');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(GROUP_NAME_TAKEN);
    await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);
    await dialog.getByRole('textbox', { name: "Libellé de l'opération" }).fill('Séchage du grain');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(operations(page)).toHaveText(['Transport des grains', 'Moisson', 'Séchage du grain']);

    dialog = await openAdd(page);
    await dialog.getByRole('radio', { name: 'Ajouter un risque' }).check();
    await dialog
      .getByRole('combobox', { name: 'Opération du risque' })
      .selectOption({ label: 'Séchage du grain' });
    await dialog.getByRole('textbox', { name: 'Libellé du risque' }).fill('Poussières de céréales');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => risksOf(operation(page, 'Séchage du grain'))).toEqual(['Poussières de céréales']);

    await page.getByRole('button', { name: 'Renommer Bruit' }).click();
    const rename = page.getByRole('dialog', { name: 'Renommer le risque' });
    await expect(rename.getByRole('textbox', { name: 'Libellé' })).toHaveValue('Bruit');
    await rename.getByRole('textbox', { name: 'Libellé' }).fill('Bruit de la moissonneuse');
    await rename.getByRole('button', { name: 'Renommer' }).click();
    await expect(page.getByRole('article', { name: 'Bruit de la moissonneuse' })).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer Transport des grains' }).click();
    await expect(operations(page)).toHaveText(['Moisson', 'Séchage du grain']);

    await page.reload();
    await expect(operations(page)).toHaveText(['Moisson', 'Séchage du grain']);
    await expect
      .poll(() => risksOf(operation(page, 'Moisson')))
      .toEqual(['Incendie de la moissonneuse', 'Bruit de la moissonneuse']);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the owner reorders the modules of Cuverie by swaps, cancels, then validates the order', async ({
    page,
    signIn,
  }) => {
    await openIndex(page, signIn, 'proprietaire@demo.fr', 'VIT002');
    await yearTile(page, Y - 2).click();
    await page.getByRole('link', { name: /^Cuverie/ }).click();
    const modules = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(modules).toHaveText([/^Vinification/, /^Nettoyage des cuves/]);
    await page.getByRole('button', { name: 'Déplacer les modules' }).click();
    await page.getByRole('button', { name: 'Déplacer à droite Vinification' }).click();
    await expect(modules).toHaveText([/^Nettoyage des cuves/, /^Vinification/]);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(modules).toHaveText([/^Vinification/, /^Nettoyage des cuves/]);
    await page.getByRole('button', { name: 'Déplacer les modules' }).click();
    await page.getByRole('button', { name: 'Déplacer à gauche Nettoyage des cuves' }).click();
    await page.getByRole('button', { name: "Valider l'ordre" }).click();
    await expect(page.getByRole('button', { name: 'Déplacer les modules' })).toBeVisible();
    await page.reload();
    await expect(modules).toHaveText([/^Nettoyage des cuves/, /^Vinification/]);
  });

  test('the owner adds an existing operation and a proposed risk, renames an operation, and saves a move', async ({
    page,
    signIn,
  }) => {
    await openModule(page, signIn, 'VIT002', ['Cuverie', 'Nettoyage des cuves']);
    await page.getByRole('button', { name: 'Supprimer Glissade' }).click();
    await expect.poll(() => risksOf(operation(page, 'Lavage'))).toEqual(['Brûlure chimique']);

    let dialog = await openAdd(page);
    await dialog.getByRole('radio', { name: 'Ajouter un risque' }).check();
    await dialog.getByRole('radio', { name: 'Ajouter un risque existant' }).check();
    await dialog.getByRole('combobox', { name: 'Risque existant' }).selectOption({ label: 'Glissade' });
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => risksOf(operation(page, 'Lavage'))).toEqual(['Brûlure chimique', 'Glissade']);

    dialog = await openAdd(page);
    await dialog.getByRole('radio', { name: 'Ajouter une opération existante' }).check();
    await dialog.getByRole('combobox', { name: 'Opération existante' }).selectOption({ label: 'Remontage' });
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(operations(page)).toHaveText(['Lavage', 'Remontage']);
    await expect
      .poll(() => risksOf(operation(page, 'Remontage')))
      .toEqual(['Chute de hauteur', 'Intoxication au CO2']);

    await page.getByRole('button', { name: 'Renommer Lavage' }).click();
    const rename = page.getByRole('dialog', { name: "Renommer l'opération" });
    await rename.getByRole('textbox', { name: 'Libellé' }).fill('Lavage des cuves');
    await rename.getByRole('button', { name: 'Renommer' }).click();
    await expect(operations(page)).toHaveText(['Lavage des cuves', 'Remontage']);

    await page.getByRole('button', { name: 'Descendre Lavage des cuves' }).click();
    await expect(operations(page)).toHaveText(['Remontage', 'Lavage des cuves']);
    await page.getByRole('link', { name: 'Retour à Cuverie' }).click();
    const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await leave.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);
    await page.reload();
    await expect(operations(page)).toHaveText(['Remontage', 'Lavage des cuves']);
  });
});
