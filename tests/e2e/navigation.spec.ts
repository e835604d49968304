import { expect, test } from './fixtures.ts';

test('an unknown path leads to the home page', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/nimporte-quoi');

  await expect(page).toHaveURL(/\/accueil(\/AGR001)?$/);
  await expect(page.getByRole('banner')).toContainText('EARL des Quatre Vents');
});

test('signing out goes to sign-in and closes the protected pages', async ({ page, shell, signIn }) => {
  await signIn('proprietaire@demo.fr');

  await shell.signOut();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/accueil');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/app$/);
});

test("signing out then in as someone else never shows the previous person's file", async ({
  page,
  shell,
  signIn,
  signInThroughForm,
}) => {
  await signIn('proprietaire@demo.fr');
  await shell.switchDossier('Champagne Morel Père et Fils');
  await expect(shell.header).toContainText('Champagne Morel Père et Fils');
  await shell.signOut();
  await expect(page).toHaveURL(/\/app$/);

  await signInThroughForm('particulier@demo.fr');

  await expect(shell.header).toContainText('Claire Fontaine');
  await expect(shell.header).not.toContainText('Champagne Morel');
  await expect(shell.header).not.toContainText('EARL des Quatre Vents');
});

test('a collaborator signing in after a client on the same browser starts from the portfolio selection', async ({
  page,
  shell,
  signIn,
  signInThroughForm,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(shell.header).toContainText('EARL des Quatre Vents');
  await shell.signOut();
  await expect(page).toHaveURL(/\/app$/);

  await signInThroughForm('collaborateur');

  // The file the client had chosen is not the collaborator's choice (spec 000 §2.3: no file chosen yet).
  await expect(page).toHaveURL(/\/selectionDossier/);
});

test('a home link with a file code and a redirect target opens the target on that file', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/accueil/VIT002/notifications');

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(shell.dossierSelector).toHaveAccessibleName(
    shell.selectorName('Champagne Morel Père et Fils'),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the header and closes after a navigation', async ({ page, shell, signIn }) => {
    await signIn('proprietaire@demo.fr', '/notifications');
    await expect(shell.menuEntry('Accueil')).toBeHidden();

    await shell.openMenu();
    await test.step('screenshot for a human review (no pixel assertion)', async () => {
      await page.screenshot({ path: '/tmp/e2e-shots/phone-menu.png' });
    });
    await shell.menuEntry('Accueil').click();

    await expect(page).toHaveURL(/\/accueil$/);
    await expect(shell.menuEntry('Accueil')).toBeHidden();
  });
});
