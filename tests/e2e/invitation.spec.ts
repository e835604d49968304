import { DEMO_PASSWORD, expect, Shell, submitSignIn, test } from './fixtures.ts';

// Spec 000 §2.3, §4, §8: an invitation's link (legacy-api/src/db/seed/invitations.ts). Each acceptance is made by
// an account of its own, without files until then (invitation.telephone@, invitation.bureau@); the expired
// (inv-0004) and already accepted (inv-0002) invitations are only read.
const FILE = 'Champagne Morel Père et Fils';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in person accepts the invitation and finds its file in the file selector', async ({
    page,
    signIn,
  }) => {
    await signIn('invitation.telephone@demo.fr', '/invitation/inv-0008/');
    await expect(page.getByText('Morel Jeanne')).toBeVisible();
    await expect(page.getByRole('list', { name: "Dossiers de l'invitation" })).toHaveText(`${FILE} (VIT002)`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('invitation-phone.png') });

    await page.getByRole('button', { name: "Accepter l'invitation" }).click();
    await expect(page.getByRole('status')).toContainText(
      "Certains nouveaux accès peuvent mettre quelques minutes à s'activer",
    );
    await page.getByRole('link', { name: "Aller à l'accueil" }).click();
    await expect(page).toHaveURL(/\/accueil/);
    await expect(new Shell(page).dossierSelector).toHaveAccessibleName(new Shell(page).selectorName(FILE));
  });

  test('a person without files, as sansdossier@ is, sees the pending invitation, accepts it and sees the file', async ({
    page,
    signIn,
    shell,
  }) => {
    // sansdossier.invitation@ is a copy of sansdossier@'s situation (legacy-api/src/db/seed/accounts.ts, inv-0013):
    // sansdossier@ itself stays without files for the 'Aucun dossier' tests.
    await signIn('sansdossier.invitation@demo.fr');
    await expect(page).toHaveURL(/\/aucun-dossier$/);
    await expect(page.getByRole('main')).toContainText('Vous avez 1 invitation(s) en attente.');

    await page.goto('/invitation/inv-0013/');
    await expect(page.getByText('Morel Jeanne')).toBeVisible();
    await page.getByRole('button', { name: "Accepter l'invitation" }).click();
    await expect(page.getByRole('status')).toContainText(
      "Certains nouveaux accès peuvent mettre quelques minutes à s'activer",
    );
    await page.getByRole('link', { name: "Aller à l'accueil" }).click();
    await expect(page).toHaveURL(/\/accueil/);
    await expect(shell.dossierSelector).toHaveAccessibleName(shell.selectorName(FILE));
  });

  test('an expired invitation says so and goes back to the landing page', async ({ page }) => {
    await page.goto('/invitation/inv-0004/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').or(page.getByRole('status'))).toContainText(
      "L'invitation a expiré. Vous pouvez demander au gérant de vous ré-inviter.",
    );
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a person who opens the link signed out signs in, comes back to it and accepts it', async ({
    page,
  }) => {
    await page.goto('/invitation/inv-0009/');
    await expect(page.getByText('Connectez-vous pour accepter cette invitation.')).toBeVisible();
    await expect(page.getByRole('button', { name: "Accepter l'invitation" })).toHaveCount(0);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await submitSignIn(page, 'invitation.bureau@demo.fr', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/invitation\/inv-0009\/?$/);
    await page.screenshot({ path: test.info().outputPath('invitation-desktop.png') });
    await page.getByRole('button', { name: "Accepter l'invitation" }).click();
    await expect(page.getByRole('status')).toContainText('Invitation acceptée.');
  });

  test('an invitation already accepted says so and goes back to the landing page', async ({ page }) => {
    await page.goto('/invitation/inv-0002/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').or(page.getByRole('status'))).toContainText(
      "L'invitation a déjà été acceptée ou refusée.",
    );
  });

  test('an unknown link says the invitation cannot be found', async ({ page }) => {
    await page.goto('/invitation/inconnue/');
    await expect(page.getByText('Invitation introuvable.')).toBeVisible();
  });
});
