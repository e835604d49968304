import type { Page } from '@playwright/test';
import { CATEGORY_NAME_TAKEN } from '@portal/schema/rules/duer';
import { openIndex, yearTile } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// A DUER's work units renamed, and their modules renamed, copied into another unit and deleted (spec 002 §2, §5,
// §6). Each test owns a DUER it creates from the default model: the collaborator makes Y + 7 on AGR001 (phone) or
// VIT002 (desktop), a year no other test touches. The names it gives are the file's own from then on, and name
// the file so that no other test meets them.

const Y = new Date().getFullYear();
const YEAR = Y + 7;
const UNSAVED = "Des modifications n'ont pas été enregistrées";

const unitTile = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: name });
const moduleNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.firstChild?.textContent ?? ''));

async function rename(page: Page, button: string, dialogTitle: string, nom: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(nom);
  await dialog.getByRole('button', { name: 'Renommer' }).click();
  return dialog;
}

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';
  const [first, second] = index === 0 ? ['Atelier', 'Cultures'] : ['Vigne', 'Cuverie'];
  const [kept, removed] =
    index === 0 ? ['Entretien du matériel', 'Stockage des produits'] : ['Taille', 'Vendanges'];

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator renames the work units and copies, renames and deletes modules of a new DUER of ${file}`, async ({
      page,
      signIn,
    }) => {
      // One user's walk through a dozen changes and two reloads: on a loaded machine it nears the default minute.
      test.slow();
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/outils/duer');
      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const creation = page.getByRole('dialog', { name: 'Créer un DUER' });
      await creation.getByRole('radio', { name: 'Créer à partir du modèle par défaut' }).check();
      await creation.getByRole('textbox', { name: 'Année' }).fill(String(YEAR));
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${YEAR}` })).toBeVisible();

      // From the home: another unit's name is refused whatever its case, and nothing changes.
      const refused = await rename(
        page,
        `Renommer ${first}`,
        "Renommer l'unité de travail",
        second.toUpperCase(),
      );
      await expect(refused.getByRole('alert')).toHaveText(CATEGORY_NAME_TAKEN);
      await refused.getByRole('button', { name: 'Annuler' }).click();
      await expect(unitTile(page, first)).toBeVisible();
      const hangar = `Hangar ${file}`;
      const dialog = await rename(page, `Renommer ${first}`, "Renommer l'unité de travail", hangar);
      await expect(dialog).toHaveCount(0);
      await expect(unitTile(page, hangar)).toBeVisible();
      await expect(unitTile(page, first)).toHaveCount(0);

      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${hangar}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${YEAR} - ${hangar}` })).toBeVisible();
      await expect.poll(() => moduleNames(page)).toEqual([kept, removed]);
      const entretien = `Module ${file}`;
      await expect(await rename(page, `Renommer ${kept}`, 'Renommer le module', entretien)).toHaveCount(0);
      await expect.poll(() => moduleNames(page)).toEqual([entretien, removed]);

      await page.getByRole('button', { name: `Copier ${entretien}` }).click();
      const copy = page.getByRole('dialog', { name: 'Copier le module' });
      await copy.getByRole('combobox', { name: 'Unité de travail' }).selectOption({ label: second });
      await copy.getByRole('button', { name: 'Copier' }).click();
      await expect(copy).toHaveCount(0);

      await page.getByRole('button', { name: `Supprimer ${removed}` }).click();
      const question = page.getByRole('dialog', { name: 'Supprimer le module' });
      await question.getByRole('button', { name: 'Supprimer' }).click();
      await expect(page.getByText('Le module a été supprimé.')).toBeVisible();
      await expect.poll(() => moduleNames(page)).toEqual([entretien]);

      // The copy is last in the other unit; that catalogue unit renamed from its screen becomes a new unit of
      // the file, whose screen follows (§2).
      await page.getByRole('link', { name: `Retour au DUER ${YEAR}` }).click();
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${second}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${YEAR} - ${second}` })).toBeVisible();
      await expect.poll(async () => (await moduleNames(page)).at(-1)).toBe(entretien);
      const before = page.url();
      const parcelles = `Parcelles ${file}`;
      await rename(page, "Renommer l'unité de travail", "Renommer l'unité de travail", parcelles);
      await expect(
        page.getByRole('heading', { level: 1, name: `Duer ${YEAR} - ${parcelles}` }),
      ).toBeVisible();
      expect(page.url()).not.toBe(before);
      await expect.poll(async () => (await moduleNames(page)).at(-1)).toBe(entretien);

      // The copy's remark (§2, §4): saved with the module, kept after a reload, then removed.
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${entretien}`) })
        .click();
      await page.getByRole('button', { name: 'Ajouter une remarque' }).click();
      await page.getByRole('textbox', { name: 'Remarque' }).fill(`Voir le plan ${file}`);
      await expect(page.getByText(UNSAVED)).toBeVisible();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Remarque' })).toHaveValue(`Voir le plan ${file}`);
      await page.getByRole('button', { name: 'Supprimer la remarque' }).click();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Ajouter une remarque' })).toBeVisible();
      await page.getByRole('link', { name: `Retour à ${parcelles}` }).click();

      await page.getByRole('link', { name: `Retour au DUER ${YEAR}` }).click();
      await expect(unitTile(page, parcelles)).toBeVisible();
      await page.getByRole('link', { name: 'Retour aux DUER' }).click();
      await expect(yearTile(page, YEAR)).toBeVisible();
    });

    test(`the owner has no rename, copy nor delete on the finished oldest DUER of ${file}`, async ({
      page,
      signIn,
    }) => {
      await openIndex(page, signIn, 'proprietaire@demo.fr', file);
      await yearTile(page, Y - 3).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y - 3}` })).toBeVisible();
      await expect(unitTile(page, first)).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: /^Renommer/ })).toHaveCount(0);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${first}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y - 3} - ${first}` })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${kept}`) })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('button', { name: /^(Renommer|Copier|Supprimer)/ }),
      ).toHaveCount(0);
    });
  });
}
