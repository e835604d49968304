import { card, expect, test } from './fixtures.ts';

// Contacts are read only: every test reads the seed (legacy-api/src/db/seed/contacts.ts) and changes nothing.
// AGR001 (the owner's favourite file): AG101 Thomas Lefèvre with a photo, AG102, AG103 Julien Caron whose photo
// may not be shown, AG107 Nadia Benali, assistant without a photo.

for (const [name, viewport] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test("the owner's contacts page greets her, shows the site, the next appointment and the contacts", async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/contacts');

      const directory = card(page, 'Vos interlocuteurs');
      await expect(directory).toContainText('Bonjour Jeanne,');
      await expect(directory.locator('address')).toContainText('25 boulevard Lundy');
      await expect(card(page, 'Prochain rendez-vous')).toBeVisible();
      const thomas = directory.getByRole('listitem').filter({ hasText: 'Thomas Lefèvre' });
      await expect(thomas).toContainText('Conseiller de gestion');
      await expect(thomas).toContainText('Agence de Reims');
      await expect(thomas.getByRole('link', { name: '0326840101' })).toHaveAttribute(
        'href',
        'tel:0326840101',
      );
      await expect(thomas.getByRole('link', { name: 'ag101@cabinet-demo.fr' })).toHaveAttribute(
        'href',
        'mailto:ag101@cabinet-demo.fr',
      );
      await expect(thomas.getByRole('img', { name: 'Thomas Lefèvre' })).toHaveAttribute(
        'src',
        '/fichiers/contacts/AG101/photo',
      );
      // The page stays within a phone's width.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });

    test('a contact without the image right shows the default picture, not the photo', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/contacts');

      const julien = card(page, 'Vos interlocuteurs')
        .getByRole('listitem')
        .filter({ hasText: 'Julien Caron' });
      const avatar = julien.getByRole('img', { name: 'Julien Caron' });
      await expect(avatar).toHaveAttribute('data-avatar', 'Homme');
      await expect(avatar).not.toHaveAttribute('src', /fichiers\/contacts/);
    });
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test("'Prendre RDV' opens the booking for that agent", async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/contacts');

  const thomas = card(page, 'Vos interlocuteurs').getByRole('listitem').filter({ hasText: 'Thomas Lefèvre' });
  await thomas.getByRole('link', { name: 'Prendre RDV' }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/ajouter\/AG101$/);
});

test("a contact's detail has the function as title and the mission without the legacy's script", async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/contacts');
  await card(page, 'Vos interlocuteurs').getByRole('link', { name: 'Thomas Lefèvre' }).click();

  await expect(page).toHaveURL(/\/contacts\/AG101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conseiller de gestion' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('le suivi de votre dossier');
  await expect(page.getByRole('main').getByRole('link', { name: '0326840101' })).toBeVisible();
  // The seeded mission carries an <img onerror> that would set this flag if it reached the page unsanitized.
  expect(
    await page.evaluate(() => (window as { __missionScript?: boolean }).__missionScript),
  ).toBeUndefined();
});

test("an agent who is not the file's contact shows 'Contact indisponible'", async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/contacts/AG999');

  await expect(page.getByRole('main')).toContainText('Contact indisponible');
});

test.describe('on a desktop, where the menu is always shown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the individual client sees contacts in the menu, not documents', async ({ page, shell, signIn }) => {
    await signIn('particulier@demo.fr');

    const entries = await shell.visibleMenuEntries();
    expect(entries).toContain('Mes contacts');
    expect(entries).not.toContain('Mes documents');
    await shell.menuEntry('Mes contacts').click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(card(page, 'Vos interlocuteurs')).toContainText('Bonjour Claire,');
  });
});
