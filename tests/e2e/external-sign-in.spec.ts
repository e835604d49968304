import type { Page } from '@playwright/test';
import { lastLinkTo } from '../testkit/public-area.ts';
import { expect, Shell, test } from './fixtures.ts';

// Spec 000 §2.3, §4: the external sign-in ("Se connecter avec Google") through the emulator's local OpenID provider
// (legacy-api/src/oidc-provider/dev-provider.ts), whose development login page takes any login: each test signs in
// with an external account of its own, and registers its own person of legacy-api/src/db/seed/prospects.ts
// (inscription.externe@, .bureau@, .retrait@) or invitation (inv-0012).
const GOOGLE = 'Se connecter avec Google';
const FILE = 'Champagne Morel Père et Fils';
const UNKNOWN =
  "Aucun compte confirmé n'est lié à ce compte Google : inscrivez-vous avec celui-ci, puis suivez le lien de confirmation reçu par mail.";

/**
 * Signs in at the provider's own pages (login, then consent) as the external account `subject`; once the browser
 * has a session there (`known`), the provider sends it straight back.
 */
async function signInAtProvider(page: Page, subject: string, known = false) {
  await page.getByRole('link', { name: GOOGLE }).click();
  if (known) return;
  await page.getByPlaceholder('Enter any login').fill(subject);
  await page.getByPlaceholder('and password').fill('mot-de-passe-du-fournisseur');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Registers the linked person on its registration page: no password asked, then the confirmation link. */
async function registerLinked(page: Page, legacyUrl: string, email: string, subject: string, known = false) {
  await page.goto(`/inscription//${email}`);
  await signInAtProvider(page, subject, known);
  await expect(page).toHaveURL(`/inscription//${email}`);
  await expect(page.getByRole('status').filter({ hasText: 'Compte Google lié' })).toContainText(
    `Compte Google lié : ${subject}@externe.demo`,
  );
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
  await page.getByLabel('Code dossier').fill('VIT002');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(`/inscriptionok/${encodeURIComponent(email)}`);
  expect((await page.request.get(await lastLinkTo(legacyUrl, email))).ok()).toBe(true);
}

test.afterEach(async ({ page }) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a person registers with the Google account instead of a password, confirms, and signs in with it', async ({
    page,
    stack,
  }) => {
    await registerLinked(page, stack.legacyUrl, 'inscription.externe@demo.fr', 'externe.telephone');

    await page.goto('/app');
    // The provider remembers its session and the consent: it sends the browser straight back, signed in.
    await page.getByRole('link', { name: GOOGLE }).click();
    await expect(page).toHaveURL(/\/accueil/);
    await expect(new Shell(page).dossierSelector).toHaveAccessibleName(new Shell(page).selectorName(FILE));
  });

  test('removing the link brings the password fields back, and the person registers with a password', async ({
    page,
    stack,
  }) => {
    const email = 'inscription.externe.retrait@demo.fr';
    await page.goto(`/inscription//${email}`);
    await signInAtProvider(page, 'externe.retrait');
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Retirer le compte Google' }).click();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: GOOGLE })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();

    await page.getByLabel('Mot de passe', { exact: true }).fill('Vendanges-2026');
    await page.getByLabel('Confirmation du mot de passe').fill('Vendanges-2026');
    await page.getByLabel('Code dossier').fill('VIT002');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/inscriptionok\//);
    expect((await page.request.get(await lastLinkTo(stack.legacyUrl, email))).ok()).toBe(true);

    // The account is a password one: the Google account it was once linked to opens nothing.
    await page.goto('/app');
    await page.getByRole('link', { name: GOOGLE }).click();
    await expect(page).toHaveURL(/\/app\?externe=inconnu$/);
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a Google account no one registered with is told so; once registered with it, it signs in', async ({
    page,
    stack,
  }) => {
    await page.goto('/app');
    await signInAtProvider(page, 'externe.bureau');
    await expect(page).toHaveURL(/\/app\?externe=inconnu$/);
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);

    await registerLinked(page, stack.legacyUrl, 'inscription.externe.bureau@demo.fr', 'externe.bureau', true);
    await page.goto('/app');
    await page.getByRole('link', { name: GOOGLE }).click();
    await expect(page).toHaveURL(/\/accueil/);
  });

  test('an invitee signs up with the Google account through both steps and is signed in on the file', async ({
    page,
  }) => {
    await page.goto('/invitation/inv-0012/subscribe?step=1');
    await signInAtProvider(page, 'inscription.invitation.google@demo.fr');
    await expect(page).toHaveURL(/\/invitation\/inv-0012\/subscribe\?step=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Compte Google lié' })).toContainText(
      'inscription.invitation.google@demo.fr',
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/step=2$/);

    await page.getByLabel('Civilité').selectOption('M.');
    await page.getByLabel('Nom', { exact: true }).fill('Petit');
    await page.getByLabel('Prénom').fill('Louis');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire et accepter l'invitation" }).click();
    await expect(page).toHaveURL(/\/accueil/);
    await expect(new Shell(page).dossierSelector).toHaveAccessibleName(new Shell(page).selectorName(FILE));

    // The account is the Google one's: signed out, that account signs in again.
    await new Shell(page).signOut();
    await page.goto('/app');
    await page.getByRole('link', { name: GOOGLE }).click();
    await expect(page).toHaveURL(/\/accueil/);
  });
});
