import { expect, test } from './fixtures.ts';

// Tutorials and the creators programme (spec 001 §2): the seed's cards, contacts and site are only read. The owner's
// rights include 'oic', the partner's do not (legacy-api/src/db/seed/accounts.ts).

const PAGES = [
  ['presentation', 'Présentation'],
  ['engagements', 'Engagements'],
  ['soiree-createurs', 'Soirée des créateurs'],
  ['profil', "Profil du chef d'entreprise"],
  ['e-learnings', 'E-learnings'],
  ['outils', 'Outils'],
  ['interlocuteurs', 'Interlocuteurs'],
] as const;

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a tutorial, once selected, shows its description and its link in a new tab', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/tutoriels');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Tutoriels' })).toBeVisible();
      const cards = main.getByRole('list', { name: 'Tutoriels' }).getByRole('button');
      await expect(cards).toHaveCount(4);
      await cards.nth(1).click();
      const detail = main.getByRole('region', { name: 'Déposer vos documents' });
      await expect(detail).toContainText('Envoyez vos factures et vos pièces en quelques clics.');
      await expect(detail.getByRole('link', { name: 'Accéder au contenu' })).toHaveAttribute(
        'target',
        '_blank',
      );
    });

    test("a person with 'oic' reaches the seven pages of Initial Conseil", async ({ page, signIn }) => {
      await signIn('proprietaire@demo.fr');
      const main = page.getByRole('main');
      for (const [slug, title] of PAGES) {
        await page.goto(`/initial-conseil/${slug}`);
        await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      }
      await expect(main.getByRole('heading', { name: 'Vos interlocuteurs' })).toBeVisible();
      await expect(main).toContainText('Bonjour Jeanne,');
      await expect(main).toContainText('Pôle Initial Conseil');
      await expect(main.getByText('Émilie', { exact: false })).toBeVisible();

      await page.goto('/initial-conseil/e-learnings');
      const cards = main.getByRole('list', { name: 'E-learnings' }).getByRole('button');
      await expect(cards).toHaveCount(7);
      await cards.first().click();
      await expect(main.getByRole('link', { name: 'Accéder au contenu' })).toHaveAttribute(
        'href',
        'https://formation.terres-conseil.example.fr/statut-juridique',
      );
    });

    test("a person without 'oic' cannot open the programme's pages", async ({ page, signIn }) => {
      await signIn('associe@demo.fr', '/initial-conseil/presentation');
      await expect(page).toHaveURL(/\/module-interdit\//);
      await expect(page.getByRole('heading', { name: 'Présentation' })).toHaveCount(0);
    });
  });
}

test("the desktop menu offers the submenu's seven pages with 'oic', and none without", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn('proprietaire@demo.fr');
  const menu = page.getByRole('navigation');
  await menu.getByText('Initial Conseil', { exact: true }).click();
  for (const label of [
    'Présentation',
    'Engagements',
    'Soirée des créateurs',
    'Profil',
    'E-learnings',
    'Outils',
  ])
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Interlocuteurs', exact: true }).click();
  await expect(page).toHaveURL(/\/initial-conseil\/interlocuteurs$/);

  await signIn('associe@demo.fr');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Initial Conseil')).toHaveCount(0);
});
