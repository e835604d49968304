import { expect, test } from './fixtures.ts';

// Guided tours (spec 000 §4, §9). Each width plays the home tour of its own account, pending in the seed
// (legacy-api/src/db/seed/tours.ts), and records it done; and the news list's tour of another account, whose
// home tour is not pending: no other test signs in with these accounts.

for (const viewport of [
  {
    name: 'a phone',
    width: 390,
    height: 844,
    login: 'parcours.telephone@demo.fr' as const,
    newsLogin: 'parcours.actualites.telephone@demo.fr' as const,
  },
  {
    name: 'a desktop',
    width: 1366,
    height: 800,
    login: 'parcours.bureau@demo.fr' as const,
    newsLogin: 'parcours.actualites.bureau@demo.fr' as const,
  },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the home tour starts by itself, goes forth and back, is recorded done and plays again on demand', async ({
      page,
      signIn,
    }) => {
      await signIn(viewport.login);
      const popover = page.locator('.driver-popover');
      await expect(popover.getByText('Bienvenue')).toBeVisible();
      await expect(popover.getByText('Étape 1/4')).toBeVisible();
      await expect(popover.getByRole('button', { name: 'Précédent' })).toBeVisible();
      // The person cannot close it.
      await expect(popover.locator('.driver-popover-close-btn')).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(popover.getByText('Étape 1/4')).toBeVisible();

      await popover.getByRole('button', { name: 'Suivant' }).click();
      await expect(popover.getByText('Étape 2/4')).toBeVisible();
      await expect(popover.getByText('Le menu')).toBeVisible();
      // The step points at the side menu: on a phone, the drawer opens to show it.
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeInViewport();
      await popover.getByRole('button', { name: 'Précédent' }).click();
      await expect(popover.getByText('Étape 1/4')).toBeVisible();
      for (const step of [2, 3, 4]) {
        await popover.getByRole('button', { name: 'Suivant' }).click();
        await expect(popover.getByText(`Étape ${step}/4`)).toBeVisible();
      }
      await expect(popover.getByText('Mon compte')).toBeVisible();
      await popover.getByRole('button', { name: 'Fermer' }).click();
      await expect(popover).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('button', { name: 'Revoir la visite guidée' })).toBeVisible();
      await expect(popover).toHaveCount(0);

      await page.getByRole('button', { name: 'Revoir la visite guidée' }).click();
      await expect(popover.getByText('Étape 1/4')).toBeVisible();
    });

    test("the news list's tour moves on when the events are chosen, once an event is there to point at", async ({
      page,
      signIn,
    }) => {
      await signIn(viewport.newsLogin, '/actualites-liste?type=0');
      const popover = page.locator('.driver-popover');
      await expect(popover.getByText('Étape 1/3')).toBeVisible();
      await popover.getByRole('button', { name: 'Suivant' }).click();
      await expect(popover.getByText('Étape 2/3')).toBeVisible();
      // The step's callback gives the choice the focus.
      const events = page.getByRole('main').getByRole('radio', { name: 'Événements' });
      await expect(events).toBeFocused();

      // The trigger: the choice loads the events, and the tour points at the first one once it is there.
      await events.click();
      await expect(page).toHaveURL(/type=1/);
      await expect(popover.getByText('Étape 3/3')).toBeVisible();
      await expect(popover.getByText('Un événement')).toBeVisible();
      // The link is the step's element. An element left while driver.js still animates the step before may keep
      // the class (its active element is recorded once the animation ends), so only links are looked at.
      await expect(page.locator('a.driver-active-element')).toHaveAttribute('href', /^\/event\//);
    });
  });
}
