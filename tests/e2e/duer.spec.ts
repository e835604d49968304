import type { Page } from '@playwright/test';
import { CATEGORY_NAME_TAKEN, YEAR_INVALID } from '@portal/schema/rules/duer';
import { openIndex, yearTile } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// The DUER index and home (spec 002 §2). The emulator's seed (legacy-api/src/db/seed/duer.ts) gives AGR001 and
// VIT002 three years before the current one (Y). Each test owns a (file, year) it creates: the owner copies
// Y−1 into Y on AGR001 (phone) or VIT002 (desktop); the collaborator creates Y + 1 on ACS003 (phone) or ACS010
// (desktop), ACS files without DUER in the seed.

const Y = new Date().getFullYear();

const unitTile = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';

  test.describe(name, () => {
    test.use({ viewport });

    test(`the owner copies last year into this year on ${file} and finds its work units`, async ({
      page,
      signIn,
    }) => {
      await openIndex(page, signIn, 'proprietaire@demo.fr', file);
      for (const year of [Y - 3, Y - 2, Y - 1]) await expect(yearTile(page, year)).toBeVisible();
      await expect(yearTile(page, Y - 3)).toContainText('Terminé');

      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer un DUER' });
      await expect(dialog.getByRole('radio')).toHaveCount(2);
      await dialog.getByRole('radio', { name: "Copier le DUER d'une année précédente" }).check();
      await dialog.getByRole('textbox', { name: 'Année' }).fill('1999');
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(YEAR_INVALID);

      await dialog.getByRole('textbox', { name: 'Année' }).fill(String(Y));
      await expect(dialog.getByRole('combobox', { name: 'Année copiée' })).toHaveValue(String(Y - 1));
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y}` })).toBeVisible();
      const units = index === 0 ? ['Atelier', 'Cultures', 'Stockage'] : ['Vigne', 'Cuverie', 'Bureau'];
      for (const unit of [...units, 'Pages', 'Annexes']) await expect(unitTile(page, unit)).toBeVisible();
      // A viticulture DUER holds three work units at most (spec 002 §4).
      await expect(page.getByRole('button', { name: 'Ajouter une unité de travail' })).toHaveCount(
        index === 0 ? 1 : 0,
      );

      await page.getByRole('link', { name: 'Retour aux DUER' }).click();
      await expect(yearTile(page, Y)).toBeVisible();
      // A DUER exists for this year now: the adherent may create no other (spec 002 §6).
      await expect(page.getByRole('button', { name: 'Créer un DUER' })).toHaveCount(0);
    });

    test('a collaborator creates an empty DUER on an ACS file and adds its work units', async ({
      page,
      signIn,
    }) => {
      const year = Y + 1;
      await openIndex(page, signIn, 'collaborateur', index === 0 ? 'ACS003' : 'ACS010');
      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer un DUER' });
      // No default model for ACS, no earlier year to copy: staff's own choices only.
      await expect(dialog.getByRole('radio')).toHaveCount(2);
      await expect(dialog.getByRole('radio', { name: 'Créer un DUER vide' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: "Copier le DUER d'un autre dossier" })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Année' }).fill(String(year));
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${year}` })).toBeVisible();

      const unitName = index === 0 ? 'Atelier de découpe' : 'Quai de chargement';
      await page.getByRole('button', { name: 'Ajouter une unité de travail' }).click();
      const form = page.getByRole('dialog', { name: 'Ajouter une unité de travail' });
      await form.getByRole('textbox', { name: 'Nom' }).fill(unitName);
      await form.getByRole('button', { name: 'Ajouter' }).click();
      await expect(form).toHaveCount(0);
      await expect(unitTile(page, unitName)).toBeVisible();

      await page.getByRole('button', { name: 'Ajouter une unité de travail' }).click();
      await form.getByRole('textbox', { name: 'Nom' }).fill('ATELIER');
      await form.getByRole('button', { name: 'Ajouter' }).click();
      await expect(form.getByRole('alert')).toHaveText(CATEGORY_NAME_TAKEN);
      await form.getByRole('radio', { name: 'Ajouter une unité de travail existante' }).check();
      await form
        .getByRole('combobox', { name: 'Unité de travail existante' })
        .selectOption({ label: 'Bureau' });
      await form.getByRole('button', { name: 'Ajouter' }).click();
      await expect(unitTile(page, 'Bureau')).toBeVisible();
    });
  });
}

// The module screen (spec 002 §2, §4, §9): the owner rates risks of the seeded Y−2 of AGR001 (old scale, phone)
// or VIT002 (new scale, desktop), tests no other test reads.
test.describe('the module screen on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner rates on the old scale, is asked before leaving unsaved changes, and the next module saves first', async ({
    page,
    signIn,
  }) => {
    await openIndex(page, signIn, 'proprietaire@demo.fr', 'AGR001');
    await yearTile(page, Y - 2).click();
    await page.getByRole('link', { name: /^Atelier/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y - 2} - Atelier` })).toBeVisible();
    await page.getByRole('link', { name: /^Entretien du matériel/ }).click();
    const risk = page.getByRole('article', { name: 'Chute de plain-pied' });
    for (const name of [/^Gravité/, /^Fréquence/, /^Maîtrise/])
      await risk.getByRole('slider', { name }).press('End');
    await expect(risk).toContainText('60 / 60 - Préoccupant');
    for (const name of [/^Gravité/, /^Fréquence/, /^Maîtrise/])
      await risk.getByRole('slider', { name }).press('Home');
    await expect(risk).toContainText('0,1 / 60 - Faible');
    await risk.getByRole('slider', { name: /^Gravité/ }).press('ArrowRight');
    await risk.getByRole('slider', { name: /^Fréquence/ }).press('ArrowRight');
    await expect(risk).toContainText('0,6 / 60 - Faible');
    await risk.getByRole('slider', { name: /^Maîtrise/ }).press('End');
    await expect(risk).toContainText('9 / 60 - Important');
    await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toBeVisible();

    await page.getByRole('link', { name: 'Retour à Atelier' }).click();
    const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await expect(leave).toContainText('Voulez-vous quitter la page sans enregistrer les modifications ?');
    await leave.getByRole('button', { name: 'Annuler' }).click();
    await expect(risk).toContainText('9 / 60 - Important');

    await page.getByRole('button', { name: 'Aller à : Etape 2/2 - Stockage des produits' }).click();
    await expect(page.getByText('Stockage des produits', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('article', { name: 'Chute de plain-pied' })).toContainText(
      '9 / 60 - Important',
    );
  });
});

test.describe('the module screen on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the owner rates on the new scale and saves, and an adviser sees the red clock', async ({
    page,
    signIn,
  }) => {
    await openIndex(page, signIn, 'proprietaire@demo.fr', 'VIT002');
    await yearTile(page, Y - 2).click();
    await page.getByRole('link', { name: /^Vigne/ }).click();
    await page.getByRole('link', { name: /^Taille/ }).click();
    const risk = page.getByRole('article', { name: 'Coupure' });
    await expect(risk.getByRole('slider', { name: /^Maîtrise/ })).toHaveCount(0);
    for (const name of [/^Gravité/, /^Fréquence/]) await risk.getByRole('slider', { name }).press('End');
    await expect(risk).toContainText('25 / 25 - Préoccupant');
    await risk.getByRole('slider', { name: /^Fréquence/ }).press('Home');
    await expect(risk).toContainText('5 / 25 - À surveiller');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);
    const address = page.url();

    await signIn('collaborateur', '/accueil/VIT002');
    await expect(page.getByRole('banner')).toContainText('Code dossier : VIT002');
    await page.goto(address);
    const seen = page.getByRole('article', { name: 'Coupure' });
    await expect(seen).toContainText('5 / 25 - À surveiller');
    await expect(
      seen.getByRole('img', { name: /^dernière modification le .* par l'adhérent$/ }),
    ).toBeVisible();
  });
});
