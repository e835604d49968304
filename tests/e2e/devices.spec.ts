import { CURRENT_DEVICE_LABEL, DEVICE_SIGNED_OUT } from '@portal/schema/rules/devices';
import { DEMO_PASSWORD, expect, submitSignIn, test, type DemoLogin } from './fixtures.ts';

// 'Appareils connectés' (issue 47): a person signed in on two browsers signs the second out from the first's Mon
// compte, and the second's next navigation shows the sign-in page. The second browser speaks with a User-Agent no
// other test sends, one per width, so its row is its own whichever sessions other tests of the worker open for the
// same person; only that session is signed out, which no other test holds.

for (const viewport of [
  {
    name: 'a phone',
    width: 390,
    height: 844,
    login: 'particulier@demo.fr' as DemoLogin,
    otherBrowser: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      device: 'Safari sur iOS',
    },
  },
  {
    name: 'a desktop',
    width: 1366,
    height: 800,
    login: 'particulier@demo.fr' as DemoLogin,
    otherBrowser: {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      device: 'Firefox sur Windows',
    },
  },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a browser signed out from Mon compte of another is shown the sign-in page at its next navigation', async ({
      browser,
      page,
      signIn,
      baseURL,
    }) => {
      const other = await browser.newContext({
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        userAgent: viewport.otherBrowser.userAgent,
      });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto('/app');
        await submitSignIn(otherPage, viewport.login, DEMO_PASSWORD);
        await expect(otherPage).not.toHaveURL(/\/app$/);

        await signIn(viewport.login, '/mon-compte');
        const card = page.getByRole('region', { name: 'Appareils connectés' });
        const list = card.getByRole('list', { name: 'Appareils connectés' });
        const thisOne = list.getByRole('listitem').filter({ hasText: CURRENT_DEVICE_LABEL });
        await expect(thisOne).toHaveCount(1);
        await expect(thisOne.getByRole('button', { name: /^Déconnecter/ })).toHaveCount(0);
        const otherRow = list.getByRole('listitem').filter({ hasText: viewport.otherBrowser.device });
        await expect(otherRow).toContainText('Dernière activité : à l’instant');

        await otherRow.getByRole('button', { name: `Déconnecter ${viewport.otherBrowser.device}` }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Oui, déconnecter' }).click();
        await expect(page.getByText(DEVICE_SIGNED_OUT)).toBeVisible();
        await expect(otherRow).toHaveCount(0);
        await expect(thisOne).toHaveCount(1);

        await otherPage.goto('/mon-compte');
        await expect(otherPage).toHaveURL(/\/app(\?|$)/);
        await expect(otherPage.getByRole('button', { name: 'Se connecter' })).toBeVisible();
        // The browser that signed it out goes on.
        await page.reload();
        await expect(card.getByText(CURRENT_DEVICE_LABEL)).toBeVisible();
      } finally {
        await other.close();
      }
    });
  });
}
