import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, items 3 and 8): without a file, /outils/ajout-edit-emprunt drew an empty <main> for
// ever, /ag said its invitations failed to load and /documents stayed on "Chargement…"; /ged-administration opened
// for every account though the spec ties the board's documents to administrateur_cder. A screen of one file's
// data opened without a file goes where one is found (spec 000 §2.3 Home: the portfolio for a collaborator,
// 'Aucun dossier' for a client without any); a screen the person's rights refuse says so (spec 000 §2.2).

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/outils/ajout-edit-emprunt', '/ag', '/documents']) {
  test(`${path} opened by a client without any file says there is no file and how to get one`, async ({
    page,
    signIn,
  }) => {
    await signIn('sansdossier@demo.fr', path);

    await expect(page).toHaveURL(/\/aucun-dossier$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Aucun dossier' })).toBeVisible();
    await expect(main.getByText("Vous n'avez accès à aucun dossier pour le moment.")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Voir mes accès' })).toBeVisible();
  });
}

test('a collaborator opening the loan form before choosing a file chooses one, then finds the form', async ({
  page,
  signIn,
}) => {
  await signIn('collaborateur', '/outils/ajout-edit-emprunt');

  await expect(page).toHaveURL(/\/selectionDossier\?redirectTo=/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sélection du dossier' })).toBeVisible();
  await main
    .getByRole('list', { name: 'Mon portefeuille' })
    .getByRole('button', { name: /^AGR001 / })
    .click();

  await expect(page).toHaveURL(/\/outils\/ajout-edit-emprunt$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Ajouter un emprunt' })).toBeVisible();
});

test("the board's documents refuse a person without the board's right, with the module refusal page", async ({
  page,
  signIn,
}) => {
  await signIn('sansdossier@demo.fr', '/ged-administration');

  await expect(page).toHaveURL(/\/module-interdit\/Conseil%20d'administration$/);
  await expect(page.getByRole('heading', { level: 1, name: "Conseil d'administration" })).toBeVisible();
  await expect(page.getByText("Ce module n'est pas disponible pour ce dossier.")).toBeVisible();
});

test("the board's documents open for an administrator without a chosen file", async ({ page, signIn }) => {
  await signIn('collaborateur', '/ged-administration');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: "Conseil d'administration" })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Espaces' }).getByRole('link')).toHaveCount(3);
});
