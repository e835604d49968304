import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 7): a rule the spec does not have refused plain text holding '<' before a letter
// ("Les balises HTML ne sont pas acceptées …") in a booking reason or a participant's name. The text is accepted
// as typed; React escapes it wherever it is shown.

test.use({ viewport: { width: 390, height: 844 } });

test("an appointment's reason holding '<' before a letter is sent as typed", async ({ page, signIn }) => {
  // AGR001's fifth appointment (emulator seed): future; an edit only sends a mail, the appointment stays as seeded.
  await signIn('proprietaire@demo.fr', '/rendez-vous/editer/rdv-AGR001-5');
  const main = page.getByRole('main');

  await main.getByRole('textbox', { name: 'Motif', exact: true }).fill('Parcelles <b>nord</b> et <5 ha');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill('proprietaire@demo.fr');
  await main.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByRole('dialog')).toContainText(
    'Votre modification a bien été envoyée par mail au responsable du rendez-vous.',
  );
  await expect(page.getByText(/Les balises HTML ne sont pas acceptées/)).toHaveCount(0);
});
