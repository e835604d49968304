import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 12): the API access page spoke of "l'API GraphQL" to farmers. It says what it is
// for, in a person's words; the technical details are one click away.

test.use({ viewport: { width: 390, height: 844 } });

test("a client's API access page says what it is for, the technical details one click away", async ({
  page,
  signIn,
}) => {
  await signIn('particulier@demo.fr', '/mon-compte/acces-api');
  const main = page.getByRole('main');

  await expect(
    main.getByRole('heading', { level: 2, name: 'Connecter un logiciel à votre espace' }),
  ).toBeVisible();
  await expect(main.getByText(/logiciel de gestion ou votre tableur/)).toBeVisible();
  await expect(main.getByText(/GraphQL/)).toBeHidden();

  await main.getByText('Détails techniques').click();
  await expect(main.getByText(/GraphQL/)).toBeVisible();
});
