import { TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, submitSignIn, test, type DemoLogin } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Issue 47: an authenticator app enrolled from Mon compte, then asked at the sign-in, and a recovery code that works
// once. Each width has its own account (legacy-api/src/db/seed/accounts.ts), which no other test signs in with.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/** What the app on the person's phone shows `offsetSeconds` from now, from the secret the screen gave. */
const appCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

async function passwordThenCode(page: Page, login: string, code: string) {
  await page.goto('/app');
  await submitSignIn(page, login, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Code de vérification' })).toBeVisible();
  await page.getByLabel('Code de vérification').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

for (const [name, viewport, login] of [
  ['phone', PHONE, 'double.facteur@demo.fr'],
  ['desktop', DESKTOP, 'double.facteur.bureau@demo.fr'],
] as const satisfies readonly (readonly [string, object, DemoLogin])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('an authenticator app enrolled from Mon compte is asked after the password; a recovery code works once', async ({
      page,
      signIn,
      shell,
    }) => {
      await signIn(login, '/mon-compte');
      await page.getByRole('link', { name: /Sécurité de connexion/ }).click();
      await page.getByRole('button', { name: 'Ajouter une application d’authentification' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      const secret = (await page.getByTestId('cle-secrete').textContent()) ?? '';
      await page.getByLabel('Nom de l’appareil').fill('Téléphone de Marie');
      await page.getByLabel('Code à 6 chiffres affiché par l’application').fill('000000');
      await page.getByRole('button', { name: 'Valider' }).click();
      // One chance in a million that 000000 is the code of now: then the app is added and the test says so.
      await expect(page.getByRole('alert')).toHaveText('Code de vérification incorrect.');
      await page.getByLabel('Code à 6 chiffres affiché par l’application').fill(appCode(secret));
      await page.getByRole('button', { name: 'Valider' }).click();

      const codes = page.getByTestId('codes-de-secours').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recovery = ((await codes.first().textContent()) ?? '').trim();
      expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();
      await expect(page.getByRole('list', { name: 'Mes applications d’authentification' })).toContainText(
        'Téléphone de Marie',
      );

      await shell.signOut();
      // The code of the next step: the enrolment used the current one, and a code is never accepted twice.
      await passwordThenCode(page, login, appCode(secret, 30));
      await expect(page).toHaveURL(/\/accueil/);

      await shell.signOut();
      await passwordThenCode(page, login, recovery);
      await expect(page).toHaveURL(/\/accueil/);

      await shell.signOut();
      await passwordThenCode(page, login, recovery);
      await expect(page.getByRole('alert')).toHaveText('Code de vérification incorrect.');
      await expect(page).toHaveURL(/\/app/);
    });
  });
}
