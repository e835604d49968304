import type { Locator, Page } from '@playwright/test';
import { expect, test, type DemoLogin } from './fixtures.ts';

// Mon compte and Mes informations (spec 000 §2.3, §5, §6, §8). The contact details each test changes are its own
// (legacy-api/src/db/seed/account.ts): AGR001's on a phone, PAR004's on a desktop; VIT002's bad input changes
// nothing; the shared access only reads AGR001.

const PHONE = { width: 390, height: 844 };

/** Opens a file's collapsible form (its summary names the file) and answers it. */
async function openFile(page: Page, raisonSociale: string): Promise<Locator> {
  const form = page.getByRole('main').locator('details', { hasText: raisonSociale });
  await form.locator('summary').click();
  await expect(form.getByRole('textbox').first()).toBeVisible();
  return form;
}
const DESKTOP = { width: 1366, height: 800 };

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("Mon compte offers the account's screens, the webmail to an owner of a 0001 file, and the sharing screens", async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/mon-compte');
      await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
      // The account's cards are the page's first list; the connected devices' list comes after them.
      const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
      await expect(cards).toHaveText([
        /Mes informations/,
        /Mot de passe/,
        /Sécurité de connexion/,
        /Adresse mail/,
        /Préférences/,
        /Webmail/,
        /Partager mes dossiers/,
        /Mes accès/,
        /Accès API/,
      ]);
      await page.getByRole('link', { name: /Mes informations/ }).click();
      await expect(page).toHaveURL(/\/mon-compte\/infos$/);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });

    test('the shared access sees no webmail in Mon compte and reads AGR001’s contact details without saving', async ({
      page,
      signIn,
    }) => {
      await signIn('associe@demo.fr', '/mon-compte');
      await expect(page.getByRole('link', { name: /Préférences/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Webmail/ })).toHaveCount(0);

      await page.goto('/mon-compte/infos');
      await expect(page.getByRole('term').filter({ hasText: 'Nom' }).first()).toBeVisible();
      const form = await openFile(page, 'EARL des Quatre Vents');
      await expect(form.getByLabel('Téléphone', { exact: true })).toBeDisabled();
      await expect(form.getByLabel('Email principal')).toBeDisabled();
      await expect(
        page.getByText('Seul le propriétaire du dossier peut modifier ces coordonnées.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    });

    test('bad phone and e-mail give the rules’ messages and change nothing', async ({
      page,
      signIn,
      shell,
    }) => {
      await signIn('proprietaire@demo.fr', '/mon-compte/infos');
      let form = await openFile(page, 'Champagne Morel Père et Fils');
      await form.getByLabel('Téléphone', { exact: true }).fill('12a3-45');
      await expect(form.getByLabel('Téléphone', { exact: true })).toHaveValue('12345');
      await form.getByLabel('Email principal').fill('pas-un-mail');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        form.getByText('Le numéro de téléphone doit contenir entre 6 et 10 chiffres'),
      ).toBeVisible();
      await expect(form.getByText("L'email principal est invalide")).toBeVisible();
      await expect(shell.flash).toHaveCount(0);

      await page.reload();
      form = await openFile(page, 'Champagne Morel Père et Fils');
      await expect(form.getByLabel('Téléphone', { exact: true })).toHaveValue('0326551020');
      await expect(form.getByLabel('Email principal')).toHaveValue('contact@champagne-morel.fr');
      // The platform's billing address is shown, locked, with the agent's change under it.
      const billing = form.getByLabel('Email de facturation');
      await expect(billing).toHaveAttribute('readonly', '');
      await expect(billing).toHaveAccessibleDescription(
        /Modifié le .* par Sophie Marchand \(votre cabinet\)$/,
      );
    });
  });
}

for (const [name, viewport, login, owner, raisonSociale, phone, billing] of [
  [
    'phone',
    PHONE,
    'proprietaire@demo.fr',
    'Jeanne Morel',
    'EARL des Quatre Vents',
    '0326009988',
    'factures@earl-4vents.fr',
  ],
  [
    'desktop',
    DESKTOP,
    'particulier@demo.fr',
    'Claire Fontaine',
    'Claire Fontaine',
    '0325112233',
    'compta@fontaine.fr',
  ],
] as const satisfies readonly (readonly [string, object, DemoLogin, string, string, string, string])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test(`the owner saves ${raisonSociale}'s phone and billing e-mail and finds them after a reload, signed as changed by them`, async ({
      page,
      signIn,
      shell,
    }) => {
      await signIn(login, '/mon-compte/infos');
      let form = await openFile(page, raisonSociale);
      await form.getByLabel('Téléphone', { exact: true }).fill(phone);
      await form.getByLabel('Email de facturation').fill(billing);
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(shell.flash).toContainText('Dossier sauvegardé avec succès');

      await page.reload();
      form = await openFile(page, raisonSociale);
      await expect(form.getByLabel('Téléphone', { exact: true })).toHaveValue(phone);
      await expect(form.getByLabel('Email de facturation')).toHaveValue(billing);
      const changedByOwner = new RegExp(`^Modifié le \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} par ${owner}$`);
      await expect(form.getByLabel('Téléphone', { exact: true })).toHaveAccessibleDescription(changedByOwner);
      await expect(form.getByLabel('Email de facturation')).toHaveAccessibleDescription(changedByOwner);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
