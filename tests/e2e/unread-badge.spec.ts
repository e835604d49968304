import { expect, test, type DemoLogin } from './fixtures.ts';

// Phone walk (issue 44, item 10): the bell said 7 for every account, the person without a file and the
// collaborator included. The count is each person's own unread notifications (spec 000 §2.3), and the demo
// people have different ones (emulator seed, notifications.ts).

test.use({ viewport: { width: 390, height: 844 } });

for (const [login, unread] of [
  ['proprietaire@demo.fr', 7],
  ['sansdossier@demo.fr', 1],
  ['collaborateur', 3],
] as [DemoLogin, number][]) {
  test(`the bell of ${login} counts their own ${unread} unread notifications`, async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn(login, '/notifications');

    await expect(shell.notificationBell).toHaveAccessibleName(`Notifications : ${unread} non lue(s)`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const more = main.getByRole('button', { name: 'Voir plus' });
    while ((await more.count()) > 0) await more.first().click();
    await expect(main.getByRole('listitem').filter({ hasText: 'Non lue :' })).toHaveCount(unread);
  });
}
