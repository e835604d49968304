import { expect, test } from './fixtures.ts';

// Walk finding (issue 8): spec 000 §5 says an edit is valid when the reason is valid and either the phone or
// the e-mail is; the form refused a wrong phone next to a valid e-mail.

test.use({ viewport: { width: 390, height: 844 } });

test('an edit with a wrong phone and a valid e-mail is sent', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr');
  // AGR001's fifth appointment (emulator seed): future; other specs read only its title and date.
  await page.goto('/rendez-vous/editer/rdv-AGR001-5');
  const main = page.getByRole('main');
  const reason = main.getByRole('textbox', { name: 'Motif', exact: true });
  await expect(reason).not.toHaveValue('');

  await main.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('03 26');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill('proprietaire@demo.fr');
  await main.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByRole('dialog')).toContainText(
    'Votre modification a bien été envoyée par mail au responsable du rendez-vous.',
  );
});

test('an edit with neither a valid phone nor a valid e-mail says what to fix', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/rendez-vous/editer/rdv-AGR001-5');
  const main = page.getByRole('main');

  await main.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('03 26');
  await main.getByRole('textbox', { name: 'E-mail', exact: true }).fill('proprietaire@');
  await main.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(
    main.getByText("Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu."),
  ).toBeVisible();
  await expect(main.getByText("L'email renseigné n'est pas valide.")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
