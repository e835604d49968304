import { SHORTCUT_LIBELLE_REQUIRED, SHORTCUT_URL_REQUIRED } from '@portal/schema/rules/shortcuts';
import { expect, test } from './fixtures.ts';

// Web shortcuts (spec 001 §2, §5). They are the account's: the owner's seed is only read, the associate's list
// (empty in the seed) is written by one test alone.

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the owner reaches the shortcuts from the tools, each opening its site in a new tab', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/outils');
      await page.getByRole('link', { name: 'Raccourcis Web' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Raccourcis Web' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Raccourcis Web' });
      const link = list.getByRole('link', { name: /^Cours des céréales/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', 'https://www.terre-net.fr/marche-agricole');
      await expect(list.getByRole('link', { name: 'Modifier Cours des céréales' })).toBeVisible();
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test("a shortcut is checked, saved with 'http://' before an address without '//', changed, then deleted", async ({
  page,
  signIn,
}) => {
  await signIn('associe@demo.fr', '/outils/raccourcis');
  await expect(page.getByText("Aucun raccourci pour l'instant")).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un lien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un lien' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(SHORTCUT_LIBELLE_REQUIRED)).toBeVisible();
  await expect(page.getByText(SHORTCUT_URL_REQUIRED)).toBeVisible();

  await page.getByLabel('Libellé').fill('MSA');
  await page.getByLabel('Adresse (URL)').fill('www.msa.fr');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/outils\/raccourcis$/);
  const list = page.getByRole('list', { name: 'Raccourcis Web' });
  await expect(list.getByRole('link', { name: /^MSA/ })).toHaveAttribute('href', 'http://www.msa.fr');

  await list.getByRole('link', { name: 'Modifier MSA' }).click();
  await expect(page.getByLabel('Adresse (URL)')).toHaveValue('http://www.msa.fr');
  await page.getByLabel('Libellé').fill('Ma MSA');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(list.getByRole('link', { name: /^Ma MSA/ })).toBeVisible();

  await list.getByRole('link', { name: 'Modifier Ma MSA' }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page).toHaveURL(/\/outils\/raccourcis$/);
  await expect(page.getByText("Aucun raccourci pour l'instant")).toBeVisible();
});
