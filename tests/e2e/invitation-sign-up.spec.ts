import { expect, Shell, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Spec 000 §2.3, §5: the invitation sign-up, on invitations of its own (legacy-api/src/db/seed/invitations.ts:
// inv-0010 on a phone, inv-0011 on a desktop) whose invitees have no account yet.
const FILE = 'Champagne Morel Père et Fils';
const PASSWORD = 'Invitation-Vendanges-2026!';

async function fillLogin(page: Page, email: string, confirmation = email) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel("Confirmation de l'email").fill(confirmation);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD);
}

async function fillIdentity(page: Page) {
  await page.getByLabel('Civilité').selectOption('MME');
  await page.getByLabel('Nom', { exact: true }).fill('Roux');
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByRole('checkbox').check();
}

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: "Étapes de l'inscription" });

test.afterEach(async ({ page }) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-out invitee signs up from the invitation through both steps and finds its file', async ({
    page,
  }) => {
    const email = 'inscription.invitation.telephone@demo.fr';
    await page.goto('/invitation/inv-0010/');
    await page.getByRole('link', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/invitation\/inv-0010\/subscribe\?step=1$/);

    await fillLogin(page, email, 'autre.adresse@demo.fr');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Les emails ne correspondent pas')).toBeVisible();
    await expect(page).toHaveURL(/step=1$/);

    await page.getByLabel("Confirmation de l'email").fill(email);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/step=2$/);
    await page.screenshot({ path: test.info().outputPath('invitation-sign-up-phone.png') });

    // The breadcrumb goes back to step 1 with what was typed; it never goes forward.
    await breadcrumb(page).getByRole('link', { name: '1. Identifiants' }).click();
    await expect(page).toHaveURL(/step=1$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(breadcrumb(page).getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await fillIdentity(page);
    await page.getByRole('button', { name: "S'inscrire et accepter l'invitation" }).click();
    await expect(page).toHaveURL(/\/accueil/);
    await expect(new Shell(page).dossierSelector).toHaveAccessibleName(new Shell(page).selectorName(FILE));
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('an invitee signs up through both steps, terms required, and is signed in on the new file', async ({
    page,
  }) => {
    await page.goto('/invitation/inv-0011/subscribe?step=1');
    await fillLogin(page, 'inscription.invitation.bureau@demo.fr');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/step=2$/);

    await page.getByRole('button', { name: "S'inscrire et accepter l'invitation" }).click();
    await expect(page.getByText('Veuillez compléter tous les champs').first()).toBeVisible();
    await fillIdentity(page);
    await page.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: "S'inscrire et accepter l'invitation" }).click();
    await expect(page.getByText('Veuillez accepter les CGU')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('invitation-sign-up-desktop.png') });

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire et accepter l'invitation" }).click();
    await expect(page).toHaveURL(/\/accueil/);
    await expect(new Shell(page).dossierSelector).toHaveAccessibleName(new Shell(page).selectorName(FILE));
  });
});
