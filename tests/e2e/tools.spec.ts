import type { Page } from '@playwright/test';
import { expect, Shell, test } from './fixtures.ts';

// Tools pages (spec 001 §2). Stars are per account: the owner's seed (Raccourcis Web starred) is only read; the
// associate stars and unstars 'Simulateurs', which no other test reads.

const DUER = 'Document unique (DUER)';
const region = (page: Page, name: string) => page.getByRole('region', { name });

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the owner finds the starred tool first, the risk tool, and a category whose sites open in a new tab', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/outils');
      await expect(page.getByRole('heading', { level: 1, name: 'Mes outils' })).toBeVisible();
      await expect(region(page, 'Mes outils favoris').getByText('Raccourcis Web')).toBeVisible();
      const others = region(page, 'Autres outils');
      await expect(others.getByText(DUER)).toBeVisible();
      await expect(others.getByRole('button', { name: 'Ajouter Raccourcis Web aux favoris' })).toHaveCount(0);

      await others.getByRole('link', { name: 'Sites utiles' }).click();
      await expect(page).toHaveURL(/\/outils\/sites-utiles$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sites utiles' })).toBeVisible();
      const msa = region(page, 'Autres outils').getByRole('link', { name: 'MSA' });
      await expect(msa).toHaveAttribute('target', '_blank');
      await expect(msa).toHaveAttribute('href', 'https://www.msa.fr');
      await page.getByRole('link', { name: 'Retour à Mes outils' }).click();
      await expect(page).toHaveURL(/\/outils$/);
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a tool starred from the grid moves to the favourites, and back once unstarred', async ({
  page,
  signIn,
}) => {
  await signIn('associe@demo.fr', '/outils');
  await region(page, 'Autres outils')
    .getByRole('button', { name: 'Ajouter Simulateurs aux favoris' })
    .click();
  const favourites = region(page, 'Mes outils favoris');
  await expect(favourites.getByRole('link', { name: 'Simulateurs' })).toBeVisible();
  await page.reload();
  await favourites.getByRole('button', { name: 'Retirer Simulateurs des favoris' }).click();
  await expect(region(page, 'Autres outils').getByRole('link', { name: 'Simulateurs' })).toBeVisible();
  await expect(
    favourites.getByText("Personnalisez vos favoris en cliquant sur l'étoile d'un outil"),
  ).toBeVisible();
});

test('the risk tool follows spec 001 §6: a collaborator of function CE sees it, an individual client does not', async ({
  page,
  signIn,
}) => {
  await signIn('collaborateur');
  await page
    .getByRole('list', { name: 'Mon portefeuille' })
    .getByRole('button', { name: /EARL des Quatre Vents/ })
    .click();
  await expect(page).toHaveURL(/\/accueil/);
  // Spec 000 §2.4: 'Mes outils' is offered on every file.
  const shell = new Shell(page);
  await shell.openMenu();
  await shell.menuEntry('Mes outils').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes outils' })).toBeVisible();
  await expect(page.getByText(DUER)).toBeVisible();

  await signIn('particulier@demo.fr', '/outils');
  await expect(region(page, 'Autres outils').getByText('Simulateurs')).toBeVisible();
  await expect(page.getByText(DUER)).toHaveCount(0);
});
