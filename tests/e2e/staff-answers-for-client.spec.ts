import { card, expect, test } from './fixtures.ts';

// Walk finding (issue 8): a collaborator answering an event or booking for a client's file registered and
// booked as themselves (locked first participant, staff phone and e-mail filled in). For staff, the first
// participant is the file's contact, its owner. These tests fill forms and send nothing.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, signIn }) => {
  await signIn('collaborateur');
  await page
    .getByRole('list', { name: 'Mon portefeuille' })
    .getByRole('button', { name: /EARL des Quatre Vents/ })
    .click();
  await expect(card(page, 'Prochain rendez-vous')).toBeVisible();
});

test("a collaborator's registration starts with the file's contact, whom they may remove", async ({
  page,
}) => {
  // AGR001's second assembly session (emulator seed, event 70010): open, not answered; nothing is sent.
  await page.goto('/event/70010');
  await card(page, 'Votre réponse').getByRole('button', { name: 'Oui', exact: true }).click();

  const first = card(page, 'Inscription').getByRole('group', { name: 'Participant 1', exact: true });
  await expect(first.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Morel');
  await expect(first.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Jeanne');
  await expect(first.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'proprietaire@demo.fr',
  );
  await expect(first.getByRole('button', { name: 'Supprimer' })).toBeVisible();
});

test("a collaborator's booking comes with the file's contact, not their own", async ({ page }) => {
  await page.goto('/rendez-vous/ajouter/AG101');
  const main = page.getByRole('main');

  await expect(main.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'proprietaire@demo.fr',
  );
  await expect(main.getByRole('textbox', { name: 'Téléphone', exact: true })).toHaveValue('0326480112');
});
