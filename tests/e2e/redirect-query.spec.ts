import { DEMO_PASSWORD, expect, submitSignIn, test } from './fixtures.ts';

// Walk finding (issue 8): spec 000 §2.3 has home handle a redirectTo "from the query or local storage"; the
// query's was ignored.

test.use({ viewport: { width: 390, height: 844 } });

const WEBINAR = 'Webinaire : facturation électronique';

test('home follows the redirectTo of its query', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/accueil?redirectTo=event/70003');

  await expect(page).toHaveURL(/\/event\/70003$/);
  await expect(page.getByRole('heading', { level: 1, name: WEBINAR })).toBeVisible();
});

test("a signed-out visitor's redirectTo query is followed once signed in", async ({ page }) => {
  await page.goto('/accueil?redirectTo=event/70003');
  await expect(page).toHaveURL(/\/app$/);

  await submitSignIn(page, 'proprietaire@demo.fr', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/event\/70003$/);
  await expect(page.getByRole('heading', { level: 1, name: WEBINAR })).toBeVisible();
});

test('a redirectTo to no screen of the portal stays home', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/accueil?redirectTo=inconnu/12');

  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toBeVisible();
  await expect(page).toHaveURL(/\/accueil\?redirectTo=inconnu\/12$|\/accueil$/);
});
