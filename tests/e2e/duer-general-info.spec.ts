import { fieldTooLong, GENERAL_INFO_MAX } from '@portal/schema/rules/duer-general-info';
import { expect, test } from './fixtures.ts';

// The general information and cover page screens (spec 002 §2, §4, §5), opened from the Pages screen's special
// pages. Each test owns a DUER it creates: the collaborator makes an empty Y + 5 on AGR001 (phone) or VIT002
// (desktop), years no other test touches.

const Y = new Date().getFullYear();
const UNSAVED = "Des modifications n'ont pas été enregistrées";

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';
  const [manager, adviser] =
    index === 0 ? ['Paul Martin', 'Thomas Lefèvre'] : ['Henri Morel', 'Antoine Petit'];

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator fills the general information and the cover page of a new DUER of ${file}`, async ({
      page,
      signIn,
    }) => {
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/outils/duer');
      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const creation = page.getByRole('dialog', { name: 'Créer un DUER' });
      await creation.getByRole('radio', { name: 'Créer un DUER vide' }).check();
      await creation.getByRole('textbox', { name: 'Année' }).fill(String(Y + 5));
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y + 5}` })).toBeVisible();
      await page.getByRole('link', { name: 'Pages' }).click();

      // The special page 3 is edited on its own screen.
      const main = page.getByRole('main');
      await main
        .getByRole('row', { name: /^Informations générales/ })
        .getByRole('link', { name: 'Modifier' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Informations générales' })).toBeVisible();
      for (const group of ['Informations générales', 'Organisation des secours'])
        await expect(main.getByRole('group', { name: group })).toBeVisible();
      await expect(
        main.getByRole('group', { name: 'Accident de travail / maladie professionnelle' }),
      ).toBeVisible();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await main.getByRole('textbox', { name: "Nature de l'activité" }).fill('Polyculture-élevage');
      await main.getByRole('textbox', { name: 'Nombre de salariés' }).fill('4');
      await main.getByRole('textbox', { name: 'Référent sécurité' }).fill('x'.repeat(GENERAL_INFO_MAX + 1));
      await expect(main.getByText(UNSAVED)).toBeVisible();
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByRole('alert')).toHaveText(fieldTooLong('Référent sécurité', GENERAL_INFO_MAX));
      await main.getByRole('textbox', { name: 'Référent sécurité' }).fill(manager);
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(main.getByRole('textbox', { name: "Nature de l'activité" })).toHaveValue(
        'Polyculture-élevage',
      );
      await expect(main.getByRole('textbox', { name: 'Référent sécurité' })).toHaveValue(manager);

      // The cover page: the managers read only, the file's adviser prefilled as the writer and unsaved.
      await main.getByRole('link', { name: '← Retour aux pages' }).click();
      await main
        .getByRole('row', { name: /^Page de garde/ })
        .getByRole('link', { name: 'Modifier' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Page de garde' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Gérants du dossier' })).toContainText(manager);
      await expect(main.getByRole('textbox', { name: 'Rédacteur' })).toHaveValue(adviser);
      await expect(main.getByText(UNSAVED)).toBeVisible();
      await main.getByRole('link', { name: '← Retour aux pages' }).click();
      const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
      await leave.getByRole('button', { name: 'Annuler' }).click();
      await main.getByRole('textbox', { name: 'Ligne 1' }).fill(`DUER ${file}`);
      await main.getByRole('textbox', { name: 'Date de mise à jour' }).fill(`Mars ${Y + 5}`);
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(main.getByRole('textbox', { name: 'Ligne 1' })).toHaveValue(`DUER ${file}`);
      await expect(main.getByRole('textbox', { name: 'Rédacteur' })).toHaveValue(adviser);
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
    });
  });
}
