import { expect, test } from './fixtures.ts';

// Walk finding (issue 8): the bell said 7 while all 14 notifications looked unread, and reading one never
// lowered it: the legacy's read flag was ignored. Spec 000 §2.3: mark-as-read is local; the legacy counts the
// unread ones. Reading happens in this browser only: no other test sees it.

test.use({ viewport: { width: 390, height: 844 } });

test('the bell counts what the legacy counts unread, and drops by one when one of them is read', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/notifications');
  const bell = shell.notificationBell;
  const main = page.getByRole('main');
  const unread = main.getByRole('listitem').filter({ hasText: 'Non lue :' });
  // Seven of the fourteen seeded notifications are unread (emulator seed); each group shows 5 before 'Voir plus'.
  await expect(bell).toHaveAccessibleName('Notifications : 7 non lue(s)');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const more = main.getByRole('button', { name: 'Voir plus' });
  while ((await more.count()) > 0) await more.first().click();
  await expect(main.getByRole('listitem')).toHaveCount(14);
  await expect(unread).toHaveCount(7);

  await unread.first().click();
  await expect(bell).toHaveAccessibleName('Notifications : 6 non lue(s)');
  await expect(unread).toHaveCount(6);
});
