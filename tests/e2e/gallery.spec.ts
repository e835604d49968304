import { expect, test } from './fixtures.ts';

// One Day's photo gallery (spec 000 §2.3): the seed's 68 photos are only read.

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the lightbox opens on the fifth photo, loads it and its neighbours only, follows the arrows and Escape, and opens again on another photo', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/oneday/galerie');
      await expect(page.getByRole('heading', { level: 1, name: 'One Day - Galerie Photos' })).toBeVisible();
      await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
        'href',
        '/accueil',
      );
      const photos = page.getByRole('list', { name: 'Photos' }).getByRole('button');
      await expect(photos).toHaveCount(68);

      await photos.nth(4).click();
      const lightbox = page.locator('.yarl__container');
      await expect(lightbox.locator('.yarl__counter')).toHaveText('5 / 68');
      await expect(lightbox.locator('img.yarl__slide_image')).toHaveCount(3);
      await expect(lightbox.getByRole('button', { name: 'Previous' })).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(lightbox.locator('.yarl__counter')).toHaveText('6 / 68');
      await page.keyboard.press('ArrowLeft');
      await expect(lightbox.locator('.yarl__counter')).toHaveText('5 / 68');
      await page.keyboard.press('ArrowLeft');
      await expect(lightbox.locator('.yarl__counter')).toHaveText('4 / 68');
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);

      await photos.first().click();
      await expect(lightbox.locator('.yarl__counter')).toHaveText('1 / 68');
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test("a photo that cannot load says 'Failed to load'", async ({ page, signIn }) => {
  await page.route('**/fichiers/galerie/1/lg', (route) => route.fulfill({ status: 404 }));
  await signIn('proprietaire@demo.fr', '/oneday/galerie');
  await page.getByRole('list', { name: 'Photos' }).getByRole('button').first().click();
  await expect(page.locator('.yarl__container').getByText('Failed to load')).toBeVisible();
});
