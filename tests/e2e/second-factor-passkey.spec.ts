import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, submitSignIn, test, type DemoLogin } from './fixtures.ts';

// Issue 47: a passkey enrolled from Mon compte, then asked after the password, with Chromium's virtual
// authenticator (CDP) standing for the phone's fingerprint. Each width has its own account
// (legacy-api/src/db/seed/accounts.ts), which no other test signs in with.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/**
 * A platform authenticator that keeps resident keys and verifies its user, as a phone's unlock does; answers
 * whether the person is there to pick a passkey. Chromium's virtual authenticator picks one at once in the login
 * field's autofill (conditional mediation) while the person is there.
 */
async function addVirtualAuthenticator(page: Page): Promise<(present: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async (enabled) => {
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
  };
}

// A passkey is bound to a host name, never to an address: the browser reaches the same gateway as localhost.
test.use({ baseURL: async ({ stack }, use) => use(stack.url.replace('127.0.0.1', 'localhost')) });

for (const [name, viewport, login] of [
  ['phone', PHONE, 'double.facteur.cle@demo.fr'],
  ['desktop', DESKTOP, 'double.facteur.cle.bureau@demo.fr'],
] as const satisfies readonly (readonly [string, object, DemoLogin])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a passkey enrolled from Mon compte completes the sign-in after the password, remembers the browser, and can be removed', async ({
      page,
      signIn,
      shell,
    }) => {
      const setPresent = await addVirtualAuthenticator(page);
      await signIn(login, '/mon-compte');
      await page.getByRole('link', { name: /Sécurité de connexion/ }).click();
      await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
      await expect(page.getByText('Donnez un nom à cette clé d’accès.')).toBeVisible();
      await page.getByLabel('Nom de la clé d’accès').fill('Téléphone de Marie');
      await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
      const passkeys = page.getByRole('list', { name: 'Mes clés d’accès' });
      await expect(passkeys).toContainText('Téléphone de Marie');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await passkeys.getByRole('button', { name: 'Renommer Téléphone de Marie' }).click();
      await page.getByLabel('Nouveau nom').fill('Téléphone de Marie (pro)');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(passkeys).toContainText('Téléphone de Marie (pro)');

      await shell.signOut();
      // Away while the sign-in form offers the passkey in its autofill: the password, then the second step.
      await setPresent(false);
      await page.goto('/app');
      await submitSignIn(page, login, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { name: 'Confirmer votre connexion' })).toBeVisible();
      await setPresent(true);
      // A passkey alone: no code to type.
      await expect(page.getByLabel('Code de vérification')).toHaveCount(0);
      await page.getByLabel('Se souvenir de cet appareil pendant 30 jours').check();
      await page.getByRole('button', { name: 'Utiliser ma clé d’accès' }).click();
      await expect(page).toHaveURL(/\/accueil/);

      // This browser is remembered: the password alone signs in.
      await shell.signOut();
      await page.goto('/app');
      await submitSignIn(page, login, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/accueil/);

      await page.goto('/mon-compte');
      await page.getByRole('link', { name: /Sécurité de connexion/ }).click();
      await expect(passkeys).toContainText(/Dernière connexion : \d{2}\/\d{2}\/\d{4}/);
      await passkeys.getByRole('button', { name: 'Retirer Téléphone de Marie (pro)' }).click();
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Retirer', exact: true }).click();
      await expect(page.getByText('Aucune clé d’accès.')).toBeVisible();

      await shell.signOut();
      await page.goto('/app');
      await submitSignIn(page, login, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/accueil/);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('passkey-first sign-in: the passkey picked in the login field fills it, and the password alone completes the sign-in', async ({
    page,
    shell,
  }) => {
    const login = 'double.facteur.cle.abord@demo.fr';
    await addVirtualAuthenticator(page);
    await page.goto('/app');
    await submitSignIn(page, login, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/accueil/);
    await page.goto('/mon-compte');
    await page.getByRole('link', { name: /Sécurité de connexion/ }).click();
    await page.getByLabel('Nom de la clé d’accès').fill('Téléphone de Paul');
    await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(page.getByRole('list', { name: 'Mes clés d’accès' })).toContainText('Téléphone de Paul');

    await shell.signOut();
    await page.goto('/app');
    // The phone offers its passkey in the login field; picked, it fills the login.
    await expect(page.getByRole('status')).toHaveText(
      'Clé d’accès reconnue : saisissez votre mot de passe pour vous connecter.',
    );
    await expect(page.getByLabel('Identifiant', { exact: true })).toHaveValue(login);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // No second step: the passkey was this sign-in's.
    await expect(page).toHaveURL(/\/accueil/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
