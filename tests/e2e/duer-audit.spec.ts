import { DELETE_QUESTION_QUESTION } from '@portal/schema/rules/duer-audit';
import { createEmptyDuer } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// The prior audit screen (spec 002 §2, §4, §5), opened from the Pages screen's special page 10. Each test owns a
// DUER it creates: the collaborator makes an empty Y + 10 on AGR001 (phone) or VIT002 (desktop), years no other
// test touches.

const Y = new Date().getFullYear();
const UNSAVED = "Des modifications n'ont pas été enregistrées";

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator answers the prior audit of a new DUER of ${file}, adds and deletes questions`, async ({
      page,
      signIn,
    }) => {
      await signIn('collaborateur', `/accueil/${file}`);
      await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
      await page.goto('/outils/duer');
      await createEmptyDuer(page, Y + 10);
      await page.getByRole('link', { name: 'Pages' }).click();
      const main = page.getByRole('main');
      await main
        .getByRole('row', { name: /^Audit préalable/ })
        .getByRole('link', { name: 'Modifier' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Audit préalable' })).toBeVisible();

      // A category opened stays open once the screen is read again.
      const organisation = main.getByRole('group').filter({ hasText: 'Organisation de la sécurité' });
      await main.getByText('Organisation de la sécurité').click();
      const formation = organisation.getByRole('listitem', { name: /^1\. Les salariés ont-ils reçu/ });
      await expect(formation).toBeVisible();

      // Oui, then Non applicable: the answer goes back to Non and the toggle is disabled.
      const toggle = formation.getByRole('switch', { name: 'Réponse' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toHaveText('Oui');
      await expect(main.getByText(UNSAVED)).toBeVisible();
      await formation.getByRole('checkbox', { name: 'Non applicable' }).check();
      await expect(toggle).toHaveText('Non');
      await expect(toggle).toBeDisabled();
      await formation.getByRole('textbox', { name: 'Remarque' }).fill('Aucun salarié');
      await organisation
        .getByRole('listitem', { name: /^2\. / })
        .getByRole('switch', { name: 'Réponse' })
        .click();
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(formation.getByRole('checkbox', { name: 'Non applicable' })).toBeChecked();
      await expect(formation.getByRole('textbox', { name: 'Remarque' })).toHaveValue('Aucun salarié');
      await expect(
        organisation.getByRole('listitem', { name: /^2\. / }).getByRole('switch', { name: 'Réponse' }),
      ).toHaveText('Oui');

      // A new question with no text is a single space, added last; the first question deleted renumbers the rest.
      await main.getByRole('button', { name: 'Ajouter', exact: true }).click();
      const ajout = page.getByRole('dialog', { name: 'Que voulez-vous ajouter ?' });
      await ajout.getByRole('radio', { name: 'Ajouter une question' }).check();
      await ajout
        .getByRole('combobox', { name: 'Catégorie' })
        .selectOption({ label: 'Organisation de la sécurité' });
      await expect(ajout.getByRole('textbox', { name: 'Nouvelle question' })).toHaveValue('');
      await ajout.getByRole('button', { name: 'Ajouter' }).click();
      await expect(organisation.getByRole('listitem')).toHaveCount(4);
      await formation.getByRole('button', { name: 'Supprimer la question' }).click();
      const question = page.getByRole('dialog', { name: 'Supprimer la question' });
      await expect(question).toContainText(DELETE_QUESTION_QUESTION);
      await question.getByRole('button', { name: 'Supprimer' }).click();
      await expect(organisation.getByRole('listitem')).toHaveCount(3);
      await expect(organisation.getByRole('listitem', { name: /^1\. Un registre/ })).toBeVisible();
      await expect(organisation.getByRole('listitem', { name: /^3\./ })).toBeVisible();

      // A category of the file's own, with its first question.
      await main.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await ajout.getByRole('textbox', { name: 'Nom de la catégorie' }).fill('Vendanges');
      await ajout
        .getByRole('textbox', { name: 'Première question (facultative)' })
        .fill('Les saisonniers sont-ils formés ?');
      await ajout.getByRole('button', { name: 'Ajouter' }).click();
      await main.getByText('Vendanges').click();
      await expect(
        main.getByRole('listitem', { name: '1. Les saisonniers sont-ils formés ?' }),
      ).toBeVisible();
    });
  });
}
