import type { Page } from '@playwright/test';
import { FILE_TYPE_REFUSED, FILE_UPDATED } from '@portal/schema/rules/duer-pages';
import { expect, test } from './fixtures.ts';

// The Pages screen (spec 002 §2, §4, §5). Each test owns a DUER it creates: the collaborator makes an empty
// Y + 4 on AGR001 (phone) or VIT002 (desktop), years no other test touches; it holds the four special pages.

const Y = new Date().getFullYear();

/** A one-page PDF small enough to write here: what matters is its name and its bytes coming back. */
const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});

/** The names of the rows in order, the risk list's marker included. */
const pageNames = (page: Page): Promise<string[]> =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => tr.firstElementChild?.textContent ?? ''));

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';
  const label = `Plan du site ${file}`;

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator adds a page to a new DUER of ${file}, moves it before the risk list, replaces and removes it`, async ({
      page,
      signIn,
      shell,
    }) => {
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/outils/duer');
      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const creation = page.getByRole('dialog', { name: 'Créer un DUER' });
      await creation.getByRole('radio', { name: 'Créer un DUER vide' }).check();
      await creation.getByRole('textbox', { name: 'Année' }).fill(String(Y + 4));
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y + 4}` })).toBeVisible();
      await page.getByRole('link', { name: 'Pages' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await expect
        .poll(() => pageNames(page))
        .toEqual([
          'Page de garde',
          'Informations générales',
          'Préambule',
          'Audit préalable',
          'Liste des risques',
        ]);
      // A special page is edited on its own screen, never downloaded nor removed as a file.
      await expect(page.getByRole('button', { name: 'Supprimer Préambule' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Ajouter une page' }).click();
      const add = page.getByRole('dialog', { name: 'Ajouter une page' });
      await add.getByRole('textbox', { name: 'Libellé' }).fill(label);
      await add.getByLabel('Fichier').setInputFiles({ ...pdf('plan'), name: 'plan.txt' });
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(add.getByRole('alert')).toHaveText(FILE_TYPE_REFUSED);
      await add.getByLabel('Fichier').setInputFiles(pdf('plan'));
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(add).toHaveCount(0);
      await expect
        .poll(() => pageNames(page))
        .toEqual([
          'Page de garde',
          'Informations générales',
          'Préambule',
          'Audit préalable',
          'Liste des risques',
          label,
        ]);

      // Moving up past the marker puts the page before the risk list; it reaches the server on save only.
      await page.getByRole('button', { name: `Monter ${label}` }).click();
      await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toBeVisible();
      await page.getByRole('link', { name: '← Retour au DUER' }).click();
      const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
      await expect(leave).toContainText('Voulez-vous quitter la page sans enregistrer les modifications ?');
      await leave.getByRole('button', { name: 'Annuler' }).click();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);
      await page.reload();
      await expect
        .poll(() => pageNames(page))
        .toEqual([
          'Page de garde',
          'Informations générales',
          'Préambule',
          'Audit préalable',
          label,
          'Liste des risques',
        ]);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Télécharger' }).click();
      expect((await download).suggestedFilename()).toBe('plan.pdf');

      await page.getByRole('button', { name: `Remplacer ${label}` }).click();
      const replace = page.getByRole('dialog', { name: 'Remplacer le fichier' });
      await expect(replace.getByRole('button', { name: 'Valider' })).toBeDisabled();
      await replace.getByLabel('Nouveau fichier').setInputFiles(pdf('plan-v2'));
      await replace.getByRole('button', { name: 'Valider' }).click();
      await expect(shell.flash).toContainText(FILE_UPDATED);
      const replaced = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Télécharger' }).click();
      expect((await replaced).suggestedFilename()).toBe('plan-v2.pdf');

      // Removing is local until saved, and the page is offered again among the existing ones.
      await page.getByRole('button', { name: `Supprimer ${label}` }).click();
      await expect(page.getByRole('row', { name: label })).toHaveCount(0);
      await page.getByRole('button', { name: 'Ajouter une page' }).click();
      await add.getByRole('radio', { name: 'Ajouter une page existante' }).check();
      await expect(add.getByRole('combobox', { name: 'Page existante' }).getByRole('option')).toContainText([
        label,
      ]);
      await add.getByRole('button', { name: 'Annuler' }).click();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);
      await page.reload();
      await expect.poll(() => pageNames(page)).not.toContain(label);
    });
  });
}
