import { lastCodeTo } from '../testkit/public-area.ts';
import {
  AFTER_PASSWORD_CHANGE,
  DEMO_PASSWORD,
  expect,
  submitSignIn,
  test,
  type DemoLogin,
} from './fixtures.ts';

// Change of password and of e-mail in the account (spec 000 §2.3, §4, §5, §8). Each test changes an account of
// its own, which no other test signs in with (legacy-api/src/db/seed/accounts.ts).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

for (const [name, viewport, login] of [
  ['phone', PHONE, 'changement.mdp@demo.fr'],
  ['desktop', DESKTOP, 'changement.mdp.bureau@demo.fr'],
] as const satisfies readonly (readonly [string, object, DemoLogin])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a breached password asks for confirmation; a good one changes it, then the sign-in page, where only it works', async ({
      page,
      signIn,
      stack,
    }) => {
      await signIn(login, '/mon-compte/mot-de-passe');
      await expect(page.getByRole('status')).toHaveText(
        'Un code de confirmation vous a été envoyé par mail.',
      );
      const code = await lastCodeTo(stack.legacyUrl, login);

      await page.getByLabel('Code de confirmation').fill(code);
      // In the emulator's breach range (legacy-api/src/routes/breach-range.ts), and within the rule.
      await page.getByLabel('Nouveau mot de passe').fill('Azerty123!');
      await page.getByLabel('Confirmation du mot de passe').fill('Azerty123!');
      await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
      const warning = page.getByRole('dialog', { name: 'Mot de passe compromis' });
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: 'Retour' }).click();
      await expect(warning).toHaveCount(0);

      const password = 'Nouveau-Compte-2026';
      await page.getByLabel('Nouveau mot de passe').fill(password);
      await page.getByLabel('Confirmation du mot de passe').fill(password);
      await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await expect(page.getByRole('status')).toContainText('Le mot de passe a bien été changé');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await expect(page).toHaveURL(/\/app$/, AFTER_PASSWORD_CHANGE);

      await submitSignIn(page, login, DEMO_PASSWORD);
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(/\/app$/);
      await submitSignIn(page, login, password);
      await expect(page).not.toHaveURL(/\/app$/);
    });
  });
}

for (const [name, viewport, login, newMail] of [
  ['phone', PHONE, 'changement.mail@demo.fr', 'nouvelle.adresse@demo.fr'],
  ['desktop', DESKTOP, 'changement.mail.bureau@demo.fr', 'nouvelle.adresse.bureau@demo.fr'],
] as const satisfies readonly (readonly [string, object, DemoLogin, string])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the e-mail changes with the code from the mail, after the mismatch is refused, and signs in', async ({
      page,
      signIn,
      stack,
    }) => {
      await signIn(login, '/mon-compte/mail');
      await page.getByRole('button', { name: 'Envoyer le code' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Un code de confirmation vous a été envoyé par mail.',
      );
      const code = await lastCodeTo(stack.legacyUrl, login);

      await page.getByLabel('Nouvelle adresse mail', { exact: true }).fill(newMail);
      await page.getByLabel('Confirmation de la nouvelle adresse mail').fill('autre@demo.fr');
      await page.getByLabel('Code de confirmation').fill(code);
      await page.getByRole('button', { name: 'Changer mon adresse mail' }).click();
      await expect(page.getByText('Les adresses mail ne sont pas identiques')).toBeVisible();

      await page.getByLabel('Confirmation de la nouvelle adresse mail').fill(newMail);
      await page.getByRole('button', { name: 'Changer mon adresse mail' }).click();
      const done = page.getByRole('dialog', { name: "Changement d'adresse mail" });
      await expect(done).toContainText(
        'La demande de changement de mail a bien été envoyée. Vous allez bientôt recevoir un mail de confirmation.',
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await done.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/accueil/);

      await page.context().clearCookies();
      await page.goto('/app');
      await submitSignIn(page, newMail, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/app$/);
    });
  });
}
