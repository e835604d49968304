import { lastCodeTo } from '../testkit/public-area.ts';
import { expect, Shell, test, type DemoLogin } from './fixtures.ts';

// Spec 000 §4, §7 (domailupdate with togoogle): the change of e-mail associates a Google account instead, through
// the emulator's local OpenID provider, whose login page takes any login. Each test links an account of its own
// (legacy-api/src/db/seed/accounts.ts) to an external login of its own.
const GOOGLE = 'Se connecter avec Google';

for (const [name, viewport, login, external] of [
  ['phone', { width: 390, height: 844 }, 'changement.google@demo.fr', 'liaison.telephone'],
  ['desktop', { width: 1366, height: 800 }, 'changement.google.bureau@demo.fr', 'liaison.bureau'],
] as const satisfies readonly (readonly [string, object, DemoLogin, string])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the account is associated with a Google account in place of the e-mail, which then signs in', async ({
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

      await page.getByRole('link', { name: GOOGLE }).click();
      await page.getByPlaceholder('Enter any login').fill(external);
      await page.getByPlaceholder('and password').fill('mot-de-passe-du-fournisseur');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/mon-compte\/mail$/);
      const panel = page.getByRole('status').filter({ hasText: 'Compte Google lié' });
      await expect(panel).toContainText(
        `Compte Google lié : ${external}@externe.demo. L'adresse mail reste inchangée.`,
      );
      // The mail fields are bypassed; 'Retirer' brings them back, and the provider links again at once.
      await expect(page.getByLabel('Nouvelle adresse mail', { exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Retirer le compte Google' }).click();
      await expect(page.getByLabel('Nouvelle adresse mail', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: GOOGLE }).click();
      await expect(panel).toBeVisible();

      await page.getByRole('button', { name: 'Changer mon adresse mail' }).click();
      await expect(page.getByText('Les champs doivent tous être remplis')).toBeVisible();
      await page.getByLabel('Code de confirmation').fill(code);
      await page.getByRole('button', { name: 'Changer mon adresse mail' }).click();
      const done = page.getByRole('dialog', { name: "Changement d'adresse mail" });
      await expect(done).toContainText('La demande de changement de mail a bien été envoyée.');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await done.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/accueil/);

      await new Shell(page).signOut();
      await page.goto('/app');
      // The provider remembers its session and consent: it sends the browser straight back, signed in.
      await page.getByRole('link', { name: GOOGLE }).click();
      await expect(page).toHaveURL(/\/accueil/);
    });
  });
}
