import { expect, test } from './fixtures.ts';

// Generic pages and the document-library redirect (spec 000 §2.3). The seed's pages are only read
// (legacy-api/src/db/seed/content.ts); external sites are answered by the browser's route, never the network.

const FRAMED = 'https://meteo.terres-conseil.example.fr/previsions';
const LIBRARY = 'https://bibliotheque.terres-conseil.example.fr/recherche';

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a page in html shows its title and text, without running the script the firm left in it', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/page/charte-utilisation');
      await expect(
        page.getByRole('heading', { level: 1, name: "Charte d'utilisation du portail" }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Objet' })).toBeVisible();
      await expect(page.getByText('Vos identifiants sont personnels.')).toBeVisible();
      await expect(page.locator('main script, main img[onerror]')).toHaveCount(0);
      expect(
        await page.evaluate(() => 'genericPageScript' in window || '__genericPageScript' in window),
      ).toBe(false);
    });

    test('a page of a web site shows it in a frame under its title', async ({ page, signIn }) => {
      await page.route(`${FRAMED}*`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<p>Prévisions à 7 jours</p>' }),
      );
      await signIn('proprietaire@demo.fr', '/page/meteo-agricole');
      await expect(page.getByRole('heading', { level: 1, name: 'Météo agricole' })).toBeVisible();
      await expect(page.locator('iframe[title="Météo agricole"]')).toHaveAttribute('src', FRAMED);
      await expect(
        page.frameLocator('iframe[title="Météo agricole"]').getByText('Prévisions à 7 jours'),
      ).toBeVisible();
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('an unknown page id sends the person home', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/page/page-inconnue');
  await expect(page).toHaveURL(/\/accueil/);
});

test("the document-library address shows 'Redirection en cours...' and sends the browser to the brand's library on the guid", async ({
  page,
  signIn,
}) => {
  // The library answers 204: the browser asks for it, but stays on the portal's page, which can then be read.
  await page.route(`${LIBRARY}*`, (route) => route.fulfill({ status: 204 }));
  await signIn('proprietaire@demo.fr');
  const asked = page.waitForRequest(`${LIBRARY}?metadonnee=guid&valeur=4f2a-91c0`);
  await page.goto('/ged-view/4f2a-91c0');
  expect((await asked).isNavigationRequest()).toBe(true);
  await expect(page.getByText('Redirection en cours...')).toBeVisible();
});
