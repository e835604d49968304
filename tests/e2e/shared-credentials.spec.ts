import type { Page } from '@playwright/test';
import { card, expect, test, type Shell } from './fixtures.ts';
import { parisDate, parisTime, seedInstant } from './seed-calendar.ts';

// The vault (spec 000 §2.3, §4, §5, §8, §9). AGR001's four seeded credentials are read, never changed
// (legacy-api/src/db/seed/credentials.ts); a test that changes something adds a credential of its own, named
// after the test and the viewport. VIT002 holds 'Douane - CIEL' only.

const VAULT = '/mon-compte/mots-de-passe';
const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' };

/** 'DD/MM/YYYY à HH:mm' in Paris time, the tooltip's format (spec 000 §9). */
const stamp = (instant: Date) => `${parisDate(instant)} à ${parisTime(instant).replace('h', ':')}`;

const vaultCard = (page: Page) => card(page, 'Mes identifiants partagés');
const credentialCard = (page: Page, titre: string) =>
  vaultCard(page).getByRole('listitem').filter({ hasText: titre });

/** The clock's tooltip of a card, shown as the pointer rests on the clock. */
async function tooltipOf(page: Page, titre: string) {
  const item = credentialCard(page, titre);
  await item.getByRole('button', { name: `Dernière modification : ${titre}` }).hover();
  return item.getByRole('tooltip');
}

async function openVaultFromMenu(page: Page, shell: Shell) {
  // The header and the menu render together: once the header shows, the menu's state is known.
  await expect(shell.header).toBeVisible();
  await shell.openMenu();
  await shell.menuEntry('Identifiants partagés').click();
  await expect(page).toHaveURL(new RegExp(`${VAULT}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion de mes mots de passe' })).toBeVisible();
}

/** Adds a credential to AGR001 through the API, as the signed-in owner: a test's own data. */
async function addThroughApi(page: Page, titre: string, nomUtilisateur: string) {
  const response = await page.request.post('/graphql', {
    headers: GRAPHQL_HEADERS,
    data: {
      query: `mutation($input: AddSharedCredentialInput!) {
        addSharedCredential(input: $input) { sharedCredential { id } errors { message } } }`,
      variables: {
        input: {
          codeDossier: 'AGR001',
          titre,
          nomUtilisateur,
          motDePasse: 'Premier-secret-1',
          confirmationMotDePasse: 'Premier-secret-1',
        },
      },
    },
  });
  const body = (await response.json()) as { data: { addSharedCredential: { errors: unknown[] } } };
  expect(body.data.addSharedCredential.errors).toEqual([]);
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the owner adds a credential after the §5 refusals, finds it by search, and deletes it', async ({
      page,
      shell,
      signIn,
    }) => {
      const titre = `Coffre ajout ${name}`;
      await signIn('proprietaire@demo.fr');
      await openVaultFromMenu(page, shell);
      await expect(page.getByRole('main')).toContainText('expert-comptable');
      await expect(credentialCard(page, 'Banque Populaire')).toBeVisible();

      await page.getByRole('button', { name: 'Ajouter un mot de passe' }).click();
      const form = card(page, 'Ajouter un mot de passe');
      await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(shell.flash).toContainText('Tous les champs doivent être renseignés.');
      await form.getByLabel('Nom à afficher').fill(titre);
      await form.getByLabel('Identifiant', { exact: true }).fill(`Login.${name}`);
      await form.getByLabel('Mot de passe', { exact: true }).fill('Secret-un-1');
      await form.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Secret-deux-2');
      await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(shell.flash).toContainText('Les 2 mots de passes doivent être identiques.');
      await expect(credentialCard(page, titre)).toHaveCount(0);

      await form.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Secret-un-1');
      await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(form).toHaveCount(0);
      await expect(shell.flash).toContainText('Le nouveau mot de passe a bien été créé');
      await expect(credentialCard(page, titre)).toContainText(`Login.${name}`);
      // Created by the owner, whose login is an e-mail: the author is left out (spec 000 §9).
      await expect(await tooltipOf(page, titre)).toHaveText(/^Créé le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/);

      // Case-insensitive, on the login as on the name.
      await page.getByLabel('Rechercher').fill(`login.${name.toUpperCase()}`);
      await expect(vaultCard(page).getByRole('listitem')).toHaveCount(1);
      await expect(credentialCard(page, titre)).toBeVisible();
      await page.getByLabel('Rechercher').fill('banque pop');
      await expect(vaultCard(page).getByRole('listitem')).toHaveCount(1);
      await expect(credentialCard(page, 'Banque Populaire')).toBeVisible();
      await page.getByLabel('Rechercher').fill('aucun coffre ne porte ce nom');
      await expect(vaultCard(page)).toContainText("Vous n'avez donné accès à aucun identifiant...");
      await page.getByLabel('Rechercher').fill('');

      const remove = credentialCard(page, titre).getByRole('button', { name: `Supprimer : ${titre}` });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer un mot de passe' });
      await expect(dialog).toContainText('Voulez-vous vraiment supprimer ce mot de passe ?');
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(credentialCard(page, titre)).toBeVisible();
      await remove.click();
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await expect(shell.flash).toContainText('Le mot de passe a bien été supprimé');
      await expect(credentialCard(page, titre)).toHaveCount(0);
      await expect(credentialCard(page, 'Banque Populaire')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });

    test('the owner edits a credential without the password toggle, then with it', async ({
      page,
      shell,
      signIn,
    }) => {
      const titre = `Coffre édition ${name}`;
      await signIn('proprietaire@demo.fr');
      await addThroughApi(page, titre, `edition.${name}`);
      const sent: string[] = [];
      page.on('request', (request) => {
        const body = request.postData();
        if (request.url().endsWith('/graphql') && body?.includes('changesPassword')) sent.push(body);
      });
      await page.goto(VAULT);

      await credentialCard(page, titre)
        .getByRole('button', { name: `Modifier : ${titre}` })
        .click();
      const modal = page.getByRole('dialog', { name: 'Modifier un mot de passe' });
      const toggle = modal.getByRole('switch', { name: 'Modifier le mot de passe' });
      const password = modal.getByLabel('Nouveau mot de passe', { exact: true });
      const confirmation = modal.getByLabel('Confirmation du nouveau mot de passe', { exact: true });
      await expect(modal.getByLabel('Nom à afficher')).toHaveValue(titre);
      await expect(modal.getByLabel('Identifiant', { exact: true })).toHaveValue(`edition.${name}`);
      await expect(toggle).toBeChecked();
      await expect(password).toBeEnabled();

      // Without the toggle: only the name and the login are sent; the password fields are disabled.
      await toggle.uncheck();
      await expect(password).toBeDisabled();
      await expect(confirmation).toBeDisabled();
      await modal.getByLabel('Nom à afficher').fill(`${titre} renommé`);
      await modal.getByRole('button', { name: 'Modifier', exact: true }).click();
      await expect(modal).toHaveCount(0);
      await expect(shell.flash).toContainText('Le mot de passe a bien été modifié');
      await expect(credentialCard(page, `${titre} renommé`)).toBeVisible();
      // A member's change: no author in the tooltip (spec 000 §9).
      await expect(await tooltipOf(page, `${titre} renommé`)).toHaveText(
        /^Modifié le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/,
      );
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0] ?? '{}')).toMatchObject([
        { variables: { input: { changesPassword: false, titre: `${titre} renommé` } } },
      ]);
      expect(sent[0]).not.toContain('motDePasse');

      // With the toggle: both fields required and identical, each shown or hidden by its eye.
      await credentialCard(page, `${titre} renommé`)
        .getByRole('button', { name: `Modifier : ${titre} renommé` })
        .click();
      await expect(toggle).toBeChecked();
      await password.fill('Nouveau-secret-9');
      await modal.getByRole('button', { name: 'Modifier', exact: true }).click();
      await expect(shell.flash).toContainText('Tous les champs doivent être renseignés.');
      await confirmation.fill('Nouveau-secret-8');
      await modal.getByRole('button', { name: 'Modifier', exact: true }).click();
      await expect(shell.flash).toContainText('Les 2 mots de passes doivent être identiques.');
      await expect(modal).toBeVisible();
      await expect(password).toHaveAttribute('type', 'password');
      await modal.getByRole('button', { name: 'Afficher : Nouveau mot de passe' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await modal.getByRole('button', { name: 'Masquer : Nouveau mot de passe' }).click();
      await expect(password).toHaveAttribute('type', 'password');
      await confirmation.fill('Nouveau-secret-9');
      await modal.getByRole('button', { name: 'Modifier', exact: true }).click();
      await expect(modal).toHaveCount(0);
      await expect(shell.flash).toContainText('Le mot de passe a bien été modifié');
      expect(sent).toHaveLength(2);
      expect(JSON.parse(sent[1] ?? '{}')).toMatchObject([
        { variables: { input: { changesPassword: true, motDePasse: 'Nouveau-secret-9' } } },
      ]);
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test("the clock tells an agent's change with the agent's name, a member's change without a name", async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', VAULT);

  await expect(await tooltipOf(page, 'Banque Populaire')).toHaveText(
    `Modifié le ${stamp(seedInstant(-20, 14))} par Émilie Roussel`,
  );
  await expect(await tooltipOf(page, 'impots.gouv.fr')).toHaveText(
    `Modifié le ${stamp(seedInstant(-30, 8))}`,
  );
  await expect(await tooltipOf(page, 'MSA Marne Ardennes Meuse')).toHaveText(
    `Créé le ${stamp(seedInstant(-45, 16))} par Jeanne Morel`,
  );
  await expect(await tooltipOf(page, 'Télépac')).toHaveText(`Créé le ${stamp(seedInstant(-10, 7))}`);
});

test("switching file shows the other file's vault, and a file shared with the owner has none", async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', VAULT);
  await expect(credentialCard(page, 'Banque Populaire')).toBeVisible();

  await shell.switchDossier('Champagne Morel Père et Fils');
  await expect(credentialCard(page, 'Douane - CIEL')).toBeVisible();
  await expect(vaultCard(page).getByRole('listitem')).toHaveCount(1);

  // The frame is left for module-interdit at once: the switch is made by hand, without the helper's check of
  // the header.
  await shell.dossierSelector.click();
  await shell.header.getByRole('button', { name: 'SARL Boulangerie Lemoine', exact: true }).click();
  await expect(page).toHaveURL(/\/module-interdit\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion de mes mots de passe' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Douane - CIEL');
});

test('the shared access has no menu entry, no screen, and FORBIDDEN from the API', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('associe@demo.fr');
  await expect(shell.header).toBeVisible();
  await shell.openMenu();
  await expect(shell.menuEntry('Actualités')).toBeVisible();
  await expect(shell.menuEntry('Identifiants partagés')).toHaveCount(0);

  await page.goto(VAULT);
  await expect(page).toHaveURL(/\/module-interdit\//);
  await expect(page.getByRole('main')).not.toContainText('Banque Populaire');

  const response = await page.request.post('/graphql', {
    headers: GRAPHQL_HEADERS,
    data: { query: '{ dossier(codeDossier: "AGR001") { sharedCredentials { titre } } }' },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
});
