import { PLATFORM_NAME, expect, test } from './fixtures.ts';

// Walk finding (issue 8): amounts without decimals, a document title that never changed, no skip link, a list
// that lost its page on Back, a green ANNULÉ badge.

test.use({ viewport: { width: 390, height: 844 } });

test('an amount shows with two decimals (spec 000 §9)', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr');

  // AGR001's turnover in the emulator seed.
  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toContainText(/412\s850,00\s€/);
});

test('the document title names the screen, then the platform', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr');
  await expect(page).toHaveTitle(`Accueil - ${PLATFORM_NAME}`);

  await page.goto('/actualites');
  await expect(page).toHaveTitle(`Actualités - ${PLATFORM_NAME}`);
  await page.goto('/notifications');
  await expect(page).toHaveTitle(`Notifications - ${PLATFORM_NAME}`);
});

test('a skip link is the first stop of the keyboard and leads to the main content', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/actualites');
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
  // The summary's items have come: none replaces the link the keyboard lands on.
  await expect(page.getByRole('main').locator('a[href^="/rendez-vous/"]').first()).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
});

test('the news list keeps its page when the person comes back from an item', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/actualites-liste?type=1');
  const main = page.getByRole('main');
  const items = main.getByRole('list').last().getByRole('listitem');
  await main.getByRole('button', { name: 'Voir les événements futurs' }).click();
  await main.getByRole('button', { name: 'Voir les événements futurs' }).click();
  await expect(main.getByRole('button', { name: 'Voir les événements futurs' })).toHaveCount(0);
  const shown = await items.allTextContents();

  await items.last().getByRole('link').click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await page.goBack();

  await expect(items).toHaveText(shown);
  await expect(main.getByRole('button', { name: 'Voir les événements futurs' })).toHaveCount(0);
});

test('the ANNULÉ badge reads as a cancellation, not in the brand colour of an open event', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/actualites-liste?type=1');

  const badge = page.getByRole('main').getByText('ANNULÉ', { exact: true });
  await expect(badge).toBeVisible();
  const [red, green, blue] = await badge.evaluate((element) =>
    (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number),
  );
  expect(red).toBeGreaterThan(2 * (green ?? 0));
  expect(red).toBeGreaterThan(2 * (blue ?? 0));
});
