import {
  AUTOSAVE_TOAST,
  DELETE_CATEGORY_QUESTION,
  PREAMBLE_AUTOSAVE_MS,
  TITLE_EMPTY_ON_ADD,
  TITLE_EMPTY_ON_EDIT,
} from '@portal/schema/rules/duer-preamble';
import { createEmptyDuer } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// The preamble screen (spec 002 §2, §4, §5), opened from the Pages screen's special page 4. Each test owns a DUER
// it creates: the collaborator makes an empty Y + 8 on AGR001 (phone) or VIT002 (desktop), years no other test
// touches. The page's clock is mocked so that the 5-minute autosave runs at once.

const Y = new Date().getFullYear();
const UNSAVED = "Des modifications n'ont pas été enregistrées";

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator writes the preamble of a new DUER of ${file}, autosaved after 5 minutes`, async ({
      page,
      signIn,
    }) => {
      await page.clock.install();
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/outils/duer');
      await createEmptyDuer(page, Y + 8);
      await page.getByRole('link', { name: 'Pages' }).click();
      const main = page.getByRole('main');
      await main
        .getByRole('row', { name: /^Préambule/ })
        .getByRole('link', { name: 'Modifier' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Préambule' })).toBeVisible();

      // The descriptive texts and a content typed: unsaved until the autosave 5 minutes later.
      const methode = main.getByRole('region', { name: 'Méthodologie' });
      await expect(methode).toBeVisible();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await main.getByRole('textbox', { name: "Descriptif de l'exploitation" }).fill(`Exploitation ${file}`);
      await methode.getByRole('textbox', { name: 'Contenu' }).fill('Visite de chaque poste');
      await expect(main.getByText(UNSAVED)).toBeVisible();
      // The interval runs from the screen's opening, some real seconds earlier (more on a busy machine): the
      // check that nothing is saved yet stops a minute short of its end.
      await page.clock.runFor(PREAMBLE_AUTOSAVE_MS - 60_000);
      await expect(main.getByText(UNSAVED)).toBeVisible();
      await page.clock.runFor(60_000);
      await expect(page.getByText(AUTOSAVE_TOAST)).toBeVisible();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);

      // A title edited: empty is refused, cancel restores, check renames.
      await methode.getByRole('button', { name: 'Modifier le titre Méthodologie' }).click();
      const titre = main.getByRole('textbox', { name: 'Titre de la catégorie' });
      await titre.fill('');
      await main.getByRole('button', { name: 'Valider le titre' }).click();
      await expect(main.getByRole('alert')).toHaveText(TITLE_EMPTY_ON_EDIT);
      await titre.fill('Autre titre');
      await main.getByRole('button', { name: 'Annuler la modification du titre' }).click();
      await expect(methode.getByRole('heading', { name: 'Méthodologie' })).toBeVisible();
      await methode.getByRole('button', { name: 'Modifier le titre Méthodologie' }).click();
      await titre.fill('Démarche');
      await main.getByRole('button', { name: 'Valider le titre' }).click();
      const demarche = main.getByRole('region', { name: 'Démarche' });
      await expect(demarche.getByRole('heading', { name: 'Démarche' })).toBeVisible();

      // A category added (its title required), then one deleted after the question.
      await main.getByRole('button', { name: 'Ajouter une catégorie' }).click();
      const creation = page.getByRole('dialog', { name: "Création d'une catégorie" });
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(creation.getByRole('alert')).toHaveText(TITLE_EMPTY_ON_ADD);
      await creation.getByRole('textbox', { name: 'Titre' }).fill('Sous-traitance');
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(main.getByRole('region', { name: 'Sous-traitance' })).toBeVisible();
      await main.getByRole('button', { name: 'Supprimer la catégorie Suivi et mise à jour' }).click();
      const question = page.getByRole('dialog', { name: 'Supprimer la catégorie' });
      await expect(question).toContainText(DELETE_CATEGORY_QUESTION);
      await question.getByRole('button', { name: 'Supprimer' }).click();
      await expect(main.getByRole('region', { name: 'Suivi et mise à jour' })).toHaveCount(0);

      // Saved by hand, and as saved once read again.
      await main.getByRole('textbox', { name: 'Ressources humaines' }).fill('Deux salariés');
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(main.getByRole('textbox', { name: "Descriptif de l'exploitation" })).toHaveValue(
        `Exploitation ${file}`,
      );
      await expect(main.getByRole('textbox', { name: 'Ressources humaines' })).toHaveValue('Deux salariés');
      await expect(demarche.getByRole('textbox', { name: 'Contenu' })).toHaveValue('Visite de chaque poste');
      await expect(main.getByRole('region')).toHaveCount(2);
    });
  });
}
