import { expect, test } from './fixtures.ts';

// The documentation area (spec 001 §2): the seed's tree and libraries are the firm's, only read here.

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the area opens three levels of categories down to a library, which scrolls to its second page', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/documentations');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Documentations' })).toBeVisible();
      const cards = main.getByRole('list', { name: 'Documentations' }).getByRole('link');
      await expect(cards).toHaveText([
        'Fiscalité',
        'Social',
        'Juridique',
        'Protection des données (RGPD)',
        'Ateliers du Conseil',
        'Service-public.fr',
      ]);
      await expect(cards.last()).toHaveAttribute('href', 'https://www.service-public.fr');
      await expect(cards.last()).toHaveAttribute('target', '_blank');

      await main.getByRole('link', { name: 'Fiscalité' }).click();
      await expect(page).toHaveURL(/\/documentations\/fiscalite$/);
      await main.getByRole('link', { name: 'Entreprise' }).click();
      await expect(page).toHaveURL(/\/documentations\/fiscalite\/fiscalite-entreprise$/);
      await main.getByRole('link', { name: 'TVA', exact: true }).click();
      await expect(page).toHaveURL(/\/documentations\/fiscalite\/fiscalite-entreprise\/fiscalite-tva$/);
      await expect(main.getByRole('heading', { level: 1, name: 'TVA' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Retour' })).toHaveAttribute(
        'href',
        '/documentations/fiscalite/fiscalite-entreprise',
      );

      await main.getByRole('link', { name: 'Guide de la TVA' }).click();
      await expect(page).toHaveURL(/\/documentations\/ged\/DOC-TVA$/);
      await expect(main.getByRole('heading', { level: 1, name: 'Guide de la TVA' })).toBeVisible();
      const documents = main.getByRole('list', { name: 'Documents' }).getByRole('listitem');
      await expect(documents).toHaveCount(20);
      await documents.last().scrollIntoViewIfNeeded();
      await expect(documents).toHaveCount(40);
      await expect(documents.first().getByRole('link')).toHaveAttribute('target', '_blank');

      await main.getByLabel('Rechercher').fill('autoliquidation');
      await expect(page).toHaveURL(/\?q=autoliquidation$/);
      await expect(documents.first()).toContainText('Autoliquidation');
      await expect(documents.filter({ hasNotText: 'Autoliquidation' })).toHaveCount(0);
    });

    test('a library that is down says GED indisponible', async ({ page, signIn }) => {
      await signIn('proprietaire@demo.fr', '/documentations/fiscalite/fiscalite-entreprise');
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Impôt sur les sociétés' }).click();
      await expect(main.getByText('GED indisponible')).toBeVisible();
      await expect(main.getByRole('list', { name: 'Documents' })).toHaveCount(0);
    });
  });
}

test('the side menu leads to the area', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn('proprietaire@demo.fr');
  await page.getByRole('navigation').getByRole('link', { name: 'Documentations' }).click();
  await expect(page).toHaveURL(/\/documentations$/);
});
