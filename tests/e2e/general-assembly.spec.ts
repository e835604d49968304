import {
  AG_CLOSED,
  AG_REGISTERED,
  AG_TITLE,
  SEVERAL_INVITATIONS_FLAG,
} from '@portal/schema/rules/general-assembly';
import { expect, test } from './fixtures.ts';

// The general assembly (spec 001 §2, §4, §5). Each test answers its own file's invitations
// (legacy-api/src/db/seed/general-assembly.ts): AGR001's two on a phone, ACS003's one on a desktop; VIT002's
// registration is closed and only read.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('registers two invitations: an invalid combination is flagged, a valid one is recorded', async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn('proprietaire@demo.fr', '/ag');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: AG_TITLE })).toBeVisible();
    await expect(main).toContainText('Assemblée Générale à 18h30, soirée à 20h30, forums à partir de 13h30.');
    const first = main.getByRole('group', { name: /Invitation 1/ });
    const second = main.getByRole('group', { name: /Invitation 2/ });

    await first.getByLabel('Je participe').check();
    await first.getByLabel('Nombre de personnes').fill('2');
    await main.getByRole('button', { name: 'Enregistrer mon inscription' }).click();
    // Each invitation is checked against the others: both are flagged, the first one's number focused.
    await expect(first.getByText(SEVERAL_INVITATIONS_FLAG)).toBeVisible();
    await expect(second.getByText(SEVERAL_INVITATIONS_FLAG)).toBeVisible();
    await expect(first.getByLabel('Nombre de personnes')).toBeFocused();

    await second.getByLabel('Je participe').check();
    await second.getByLabel('Nombre de personnes').fill('1');
    await main.getByRole('button', { name: 'Enregistrer mon inscription' }).click();
    await expect(shell.flash).toContainText(AG_REGISTERED);
    await page.reload();
    await expect(
      main.getByRole('group', { name: /Invitation 2/ }).getByLabel('Nombre de personnes'),
    ).toHaveValue('1');
    await expect(main.getByRole('group', { name: /Invitation 1/ })).toContainText('Répondu par Jeanne Morel');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('registers a single invitation, offers the proxy form and the resolutions', async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn('proprietaire@demo.fr');
    await shell.switchDossier('SARL Boulangerie Lemoine');
    await page.goto('/ag');
    const main = page.getByRole('main');
    const only = main.getByRole('group', { name: /Invitation 1/ });
    await only.getByLabel('Je participe').check();
    await only.getByLabel('Nombre de personnes').fill('3');
    await main.getByRole('button', { name: 'Enregistrer mon inscription' }).click();
    await expect(shell.flash).toContainText(AG_REGISTERED);

    const download = page.waitForEvent('download');
    await main.getByRole('link', { name: 'Télécharger le pouvoir' }).click();
    expect((await download).suggestedFilename()).toBe('pouvoir-assemblee-generale.pdf');

    await main.getByRole('link', { name: 'Voir les résolutions' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Résolutions AG 2024' })).toBeVisible();
    await expect(main.getByRole('region', { name: /Deuxième résolution/ })).toContainText(
      /3\s806\s670,50\s€/,
    );
    await expect(main).toContainText('31 décembre 2023');
    await expect(main).toContainText('10 à 15 administrateurs');
    await main.getByRole('link', { name: "Retour à l'inscription" }).click();
    await expect(page).toHaveURL(/\/ag$/);
  });

  test('VIT002’s registration is closed: the modal says so', async ({ page, shell, signIn }) => {
    await signIn('proprietaire@demo.fr');
    await shell.switchDossier('Champagne Morel Père et Fils');
    await page.goto('/ag');
    await expect(page.getByRole('dialog', { name: AG_CLOSED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer mon inscription' })).toHaveCount(0);
  });
});
