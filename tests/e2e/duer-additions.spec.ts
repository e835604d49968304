import type { Page } from '@playwright/test';
import { createFromModelAsStaff } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// Modules added to a work unit (a base module; for advisers another DUER's) and, for advisers, an operation copied
// from another DUER on the module screen (spec 002 §2, §5, §6). Each test owns a DUER it creates from the default
// model: the collaborator makes Y + 9 on AGR001 (phone) or VIT002 (desktop), a year no other test touches. The
// other DUERs' elements it copies come from the other file's seeded year Y − 1, which it only reads.

const Y = new Date().getFullYear();
const YEAR = Y + 9;

const moduleNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.firstChild?.textContent ?? ''));

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';
  const other = index === 0 ? 'VIT002' : 'AGR001';
  const [unit, modules] =
    index === 0
      ? ['Atelier', ['Entretien du matériel', 'Stockage des produits']]
      : ['Vigne', ['Taille', 'Vendanges']];
  const [base, copied] = index === 0 ? ['Manutention', 'Vendanges'] : ['Manutention', 'Récolte'];
  // An operation of the seeded Y − 1 the copied module does not hold, and its risks.
  const [source, operation, risks] =
    index === 0
      ? ['AGR001', 'Moisson', ['Bruit', 'Incendie de la moissonneuse']]
      : ['VIT002', 'Taille manuelle', ['Coupure', 'Troubles musculo-squelettiques']];

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator adds a base module and another DUER's module to a unit of a new DUER of ${file}, then another DUER's operation, and renames the module`, async ({
      page,
      signIn,
    }) => {
      await createFromModelAsStaff(page, signIn, file, YEAR);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${unit}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${YEAR} - ${unit}` })).toBeVisible();
      await expect.poll(() => moduleNames(page)).toEqual(modules);

      // A base module the unit does not use ('Ajouter un module existant'), last.
      await page.getByRole('button', { name: 'Ajouter un module' }).click();
      let dialog = page.getByRole('dialog', { name: 'Ajouter un module' });
      await dialog.getByRole('radio', { name: 'Ajouter un module existant' }).check();
      await dialog.getByRole('combobox', { name: 'Module existant' }).selectOption({ label: base });
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => moduleNames(page)).toEqual([...modules, base]);

      // Another DUER's module: without a choice the spec's refusal; the list filtered by text and by year.
      await page.getByRole('button', { name: 'Ajouter un module' }).click();
      dialog = page.getByRole('dialog', { name: 'Ajouter un module' });
      await dialog.getByRole('radio', { name: "Ajouter un module d'un autre DUER" }).check();
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(dialog.getByRole('alert')).toHaveText("Aucun module n'a été sélectionné");
      const list = dialog.getByRole('group', { name: 'Modules des autres DUER' });
      await expect(dialog.getByRole('combobox', { name: 'Année du DUER' })).toHaveValue('Toutes');
      await dialog.getByRole('combobox', { name: 'Année du DUER' }).selectOption(String(Y - 1));
      await dialog
        .getByRole('searchbox', { name: 'Filtrer' })
        .fill(`${other} - ${Y - 1} | ${copied}`.toLowerCase());
      await expect(list.getByRole('radio')).toHaveCount(1);
      await list.getByRole('radio', { name: `${other} - ${Y - 1} | ${copied}` }).check();
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => moduleNames(page)).toEqual([...modules, base, copied]);

      // The copy holds its operations, unrated.
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${copied}`) })
        .click();
      await expect(page.getByText(copied, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').locator('details').first()).toBeVisible();
      await expect(page.getByText('Non initialisé').first()).toBeVisible();

      // Another DUER's operation (§2, advisers): refused without a choice, then found by year and text, last.
      await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
      const add = page.getByRole('dialog', { name: 'Ajouter' });
      await add.getByRole('radio', { name: "Copier une opération d'un autre DUER" }).check();
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(add.getByRole('alert')).toHaveText("Aucune opération n'a été sélectionnée");
      const operations = add.getByRole('group', { name: 'Opérations des autres DUER' });
      await add.getByRole('combobox', { name: 'Année du DUER' }).selectOption(String(Y - 1));
      await add.getByRole('searchbox', { name: 'Filtrer' }).fill(`${source} - ${Y - 1} | ${operation}`);
      await expect(operations.getByRole('radio')).toHaveCount(1);
      await operations.getByRole('radio', { name: `${source} - ${Y - 1} | ${operation}` }).check();
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(add).toHaveCount(0);
      const summaries = page.getByRole('main').locator('details > summary');
      await expect(summaries.last()).toHaveText(operation);
      const copy = page
        .getByRole('main')
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: operation }) });
      await expect
        .poll(() =>
          copy.getByRole('article').evaluateAll((all) => all.map((a) => a.getAttribute('aria-label'))),
        )
        .toEqual(risks);

      // The module's pen (§2, §4): the unsaved remark is saved first, then the module takes its new name.
      await page.getByRole('button', { name: 'Ajouter une remarque' }).click();
      await page.getByRole('textbox', { name: 'Remarque' }).fill(`Copie ${file}`);
      await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toBeVisible();
      const renamed = `${copied} copié ${file}`;
      await page.getByRole('button', { name: `Renommer ${copied}`, exact: true }).click();
      const pen = page.getByRole('dialog', { name: 'Renommer le module' });
      await pen.getByRole('textbox', { name: 'Libellé' }).fill(renamed);
      await pen.getByRole('button', { name: 'Renommer' }).click();
      await expect(pen).toHaveCount(0);
      await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);
      await expect(page.getByText(renamed, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Remarque' })).toHaveValue(`Copie ${file}`);
      await expect(page.getByText(renamed, { exact: true })).toBeVisible();
    });
  });
}
