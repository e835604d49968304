import { expect, PLATFORM_NAME, test } from './fixtures.ts';

// Spec 000 §2.1 and issue 10: the landing page offers the portal's features, sign-in and sign-up; a signed-in
// person goes home. Nothing is changed: every test reads the seed's theme only.
const FEATURES = [
  'Espace documentaire',
  'Calendrier des rendez-vous et des réunions',
  'Demande de rendez-vous',
  'Simulateur',
  'Dépôt de documents',
];

for (const [name, viewport] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('the landing page shows the brand, the features and the sign-in and sign-up links', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByText(PLATFORM_NAME, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(FEATURES);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath('landing.png') });

      await page.getByRole('link', { name: "S'inscrire" }).click();
      await expect(page).toHaveURL(/\/inscription\/$/);
      await expect(page.getByRole('heading', { name: 'Inscription' })).toBeVisible();
      await page.goBack();
      await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    });

    test('a signed-in person who opens the landing page goes home', async ({ page, signIn }) => {
      await signIn('associe@demo.fr', '/');
      await expect(page).toHaveURL(/\/accueil/);
      await expect(page.getByRole('link', { name: "S'inscrire" })).toHaveCount(0);
    });
  });
}
