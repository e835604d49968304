import { AFTER_PASSWORD_CHANGE, expect, submitSignIn, test } from './fixtures.ts';

// Spec 000 §2.3, §5, §8: forgot password with the captcha, the mailed link, a 12-character password.
const LOGIN = 'mdp.oublie@demo.fr';

// Phone first: the public pages are opened from a mail, on a phone as often as not.
test.use({ viewport: { width: 390, height: 844 } });

test('forgot password: the captcha is required, then the mailed link sets a 12-character password that signs in', async ({
  page,
  stack,
}) => {
  await page.goto('/app');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);

  await page.getByLabel('Email').fill(LOGIN);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez cocher le captcha.');

  await page.locator('altcha-widget').getByText('Je ne suis pas un robot').click();
  await expect(page.locator('altcha-widget input[name="altcha"]')).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Un lien pour changer votre mot de passe vous a été envoyé sur votre boite mail',
  );

  const mails = (await (await page.request.get(`${stack.legacyUrl}/__outbox?recipient=${LOGIN}`)).json()) as {
    link: string;
  }[];
  await page.goto(mails[0]!.link);
  const password = 'Nouveau-Mdp-2026';
  await page.getByLabel('Nouveau mot de passe').fill('Court-2026!');
  await page.getByLabel('Confirmation du mot de passe').fill('Court-2026!');
  await page.getByLabel('Code dossier').fill('ACS003');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText(/au moins 12 caractères/)).toBeVisible();

  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Le mot de passe a bien été changé');
  await expect(page).toHaveURL(/\/app$/, AFTER_PASSWORD_CHANGE);

  await submitSignIn(page, LOGIN, password);
  await expect(page).not.toHaveURL(/\/app$/);
});
