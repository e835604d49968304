import type { Page } from '@playwright/test';
import { ANNEXE_LABEL_TAKEN, ANNEXES_EMPTY, DUER_ANNEXES_EMPTY } from '@portal/schema/rules/duer-annexes';
import { FILE_TYPE_REFUSED, FILE_UPDATED, LABEL_AND_FILE_REQUIRED } from '@portal/schema/rules/duer-pages';
import { expect, test } from './fixtures.ts';

// The Annexes screens (spec 002 §2, §4, §5, §6), of a DUER and of a module. Each test owns a DUER it creates from
// the default model: the collaborator makes Y + 6 on AGR001 (phone) or VIT002 (desktop), a year no other test
// touches. The annexes it creates are the file's own and name the file, so no other test meets them.

const Y = new Date().getFullYear();
const YEAR = Y + 6;
const UNSAVED = "Des modifications n'ont pas été enregistrées";

/** A one-page PDF small enough to write here: what matters is its name and its bytes coming back. */
const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});

/** The annexes' names and numbers, in the screen's order. */
const rows = (page: Page): Promise<string[]> =>
  page
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => `${tr.children[0]?.textContent} ${tr.children[1]?.textContent}`));

async function addNew(page: Page, nom: string, file: ReturnType<typeof pdf>) {
  await page.getByRole('button', { name: 'Ajouter une annexe' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter une annexe' });
  await add.getByRole('textbox', { name: 'Libellé' }).fill(nom);
  await add.getByLabel('Fichier').setInputFiles(file);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  return add;
}

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';
  const [unit, module] = index === 0 ? ['Atelier', 'Entretien du matériel'] : ['Vigne', 'Taille'];
  const [first, second] = [`Plan d’évacuation ${file}`, `Registre incendie ${file}`];

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator adds, renumbers, replaces and removes annexes of a new DUER of ${file} and of a module`, async ({
      page,
      signIn,
      shell,
    }) => {
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/outils/duer');
      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const creation = page.getByRole('dialog', { name: 'Créer un DUER' });
      await creation.getByRole('radio', { name: 'Créer à partir du modèle par défaut' }).check();
      await creation.getByRole('textbox', { name: 'Année' }).fill(String(YEAR));
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${YEAR}` })).toBeVisible();
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Annexes' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Annexes' })).toBeVisible();
      await expect(main.getByText(DUER_ANNEXES_EMPTY)).toBeVisible();

      // §5: label and file, an accepted type, a label no annexe has.
      const add = await addNew(page, '', pdf('plan'));
      await expect(add.getByRole('alert')).toHaveText(LABEL_AND_FILE_REQUIRED);
      await add.getByRole('textbox', { name: 'Libellé' }).fill(first);
      await add.getByLabel('Fichier').setInputFiles({ ...pdf('plan'), name: 'plan.txt' });
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(add.getByRole('alert')).toHaveText(FILE_TYPE_REFUSED);
      await add.getByLabel('Fichier').setInputFiles(pdf('plan'));
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(add).toHaveCount(0);
      await addNew(page, second, pdf('registre'));
      await expect(add).toHaveCount(0);
      await expect.poll(() => rows(page)).toEqual([`${first} 1`, `${second} 2`]);
      await addNew(page, first.toUpperCase(), pdf('autre'));
      await expect(add.getByRole('alert')).toHaveText(ANNEXE_LABEL_TAKEN);
      await add.getByRole('button', { name: 'Annuler' }).click();

      // Moving is local until saved; leaving asks first.
      await page.getByRole('button', { name: `Monter ${second}` }).click();
      await expect.poll(() => rows(page)).toEqual([`${second} 1`, `${first} 2`]);
      await expect(main.getByText(UNSAVED)).toBeVisible();
      await main.getByRole('link', { name: '← Retour au DUER' }).click();
      const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
      await expect(leave).toContainText('Voulez-vous quitter la page sans enregistrer les modifications ?');
      await leave.getByRole('button', { name: 'Annuler' }).click();
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect.poll(() => rows(page)).toEqual([`${second} 1`, `${first} 2`]);

      // Replacing is immediate; the download gives the new file.
      await page.getByRole('button', { name: `Remplacer ${first}` }).click();
      const replace = page.getByRole('dialog', { name: 'Remplacer le fichier' });
      await expect(replace.getByRole('button', { name: 'Valider' })).toBeDisabled();
      await replace.getByLabel('Nouveau fichier').setInputFiles(pdf('plan-v2'));
      await replace.getByRole('button', { name: 'Valider' }).click();
      await expect(shell.flash).toContainText(FILE_UPDATED);
      const download = page.waitForEvent('download');
      await page
        .locator('tbody tr')
        .filter({ hasText: first })
        .getByRole('link', { name: 'Télécharger' })
        .click();
      expect((await download).suggestedFilename()).toBe('plan-v2.pdf');

      // Removing is local until saved.
      await page.getByRole('button', { name: `Supprimer ${second}` }).click();
      await expect.poll(() => rows(page)).toEqual([`${first} 2`]);
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect.poll(() => rows(page)).toEqual([`${first} 2`]);

      // A module's annexes, opened from the module; the back arrow leads to it.
      await main.getByRole('link', { name: '← Retour au DUER' }).click();
      await main.getByRole('link', { name: unit }).click();
      await main.getByRole('link', { name: module }).click();
      await main.getByRole('link', { name: 'Annexes du module' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Annexes' })).toBeVisible();
      await expect(main.getByText(ANNEXES_EMPTY)).toBeVisible();
      await addNew(page, `Notice ${module} ${file}`, pdf('notice'));
      await expect(add).toHaveCount(0);
      await expect.poll(() => rows(page)).toEqual([`Notice ${module} ${file} 1`]);
      await main.getByRole('link', { name: '← Retour au module' }).click();
      await expect(main.getByText(module).first()).toBeVisible();
    });
  });
}
