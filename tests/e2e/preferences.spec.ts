import { expect, test, type DemoLogin } from './fixtures.ts';

// Préférences (spec 000 §2.3, §8). Each viewport changes the settings of an account of its own, which no other
// test reads: the individual client on a phone, the shared access on a desktop. Neither receives a theme in the
// seed (legacy-api/src/db/seed/mail-themes.ts).

for (const [name, viewport, login] of [
  ['phone', { width: 390, height: 844 }, 'particulier@demo.fr'],
  ['desktop', { width: 1280, height: 800 }, 'associe@demo.fr'],
] as const satisfies readonly (readonly [string, object, DemoLogin])[]) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the notification mail and a mail theme, once saved, are still chosen after a reload', async ({
      page,
      shell,
      signIn,
    }) => {
      await signIn(login, '/mon-compte/preferences');
      await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
      const notificationMail = page.getByRole('checkbox', {
        name: 'Recevoir un e-mail à chaque nouvelle notification',
      });
      const viticulture = page.getByRole('checkbox', { name: 'Viticulture' });
      await expect(viticulture).not.toBeChecked();
      const before = await notificationMail.isChecked();

      await notificationMail.setChecked(!before);
      await viticulture.check();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(shell.flash).toContainText('Préférences enregistrées');

      await page.reload();
      await expect(viticulture).toBeChecked();
      await expect(notificationMail).toBeChecked({ checked: !before });
      await expect(page.getByRole('checkbox', { name: 'Actualités fiscales' })).not.toBeChecked();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
