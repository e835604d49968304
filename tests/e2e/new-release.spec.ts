import type { Page } from '@playwright/test';
import { INTERNAL_ERROR } from '../../web/src/lib/messages.ts';
import { startGatewayProgram, type RunningGateway } from '../support/gateway.ts';
import { firstRelease, nextRelease, type WebRelease } from '../support/web-releases.ts';
import { appRunning, expect, test } from './fixtures.ts';

// A release while a tab is open (issue 44, item 2). The tab opens the portal on release A from a gateway of its
// own; a gateway of release B then takes over the same address, as a release does. Only reads and drafts: the
// owner's data is not changed.

const VIEWPORTS = [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
] as const;

/** Release A served at a gateway of its own, and the way to put release B in its place at the same address. */
async function servedRelease(legacyUrl: string) {
  const a = await firstRelease();
  let gateway: RunningGateway = await startGatewayProgram({ legacyUrl, env: { WEB_DIST_DIR: a.dist } });
  const port = Number(new URL(gateway.url).port);
  return {
    a,
    url: gateway.url,
    async release(b: WebRelease) {
      await gateway.stop();
      gateway = await startGatewayProgram({ legacyUrl, env: { WEB_DIST_DIR: b.dist }, port });
    },
    async stop() {
      await gateway.stop();
      await a.remove();
    },
  };
}

/** Counts the page's loads from now on: a reload is one more. */
function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a screen not opened before the release opens from the kept chunks of the tab’s release, without a reload', async ({
      page,
      shell,
      signIn,
      stack,
    }) => {
      const served = await servedRelease(stack.legacyUrl);
      try {
        await signIn('proprietaire@demo.fr', `${served.url}/accueil`);
        await served.release(await nextRelease(served.a, { keep: true }));
        const loads = countLoads(page);

        await shell.openMenu();
        await shell.menuEntry('Mes contacts').click();
        await expect(page).toHaveURL(/\/contacts$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeVisible();
        await expect(page.getByText(INTERNAL_ERROR)).toHaveCount(0);
        expect(loads()).toBe(0);
      } finally {
        await served.stop();
      }
    });

    test('a screen whose chunk is gone loads the new release once, and the draft typed before is still there', async ({
      page,
      shell,
      signIn,
      stack,
    }) => {
      const served = await servedRelease(stack.legacyUrl);
      try {
        await signIn('proprietaire@demo.fr', `${served.url}/outils/raccourcis/edition`);
        await page.getByLabel('Libellé').fill('Coopérative du plateau');
        await served.release(await nextRelease(served.a, { keep: false }));
        const loads = countLoads(page);

        await shell.openMenu();
        await shell.menuEntry('Mes contacts').click();
        await expect(page).toHaveURL(/\/contacts$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Mes contacts' })).toBeVisible();
        await appRunning(page);
        expect(loads()).toBe(1);
        await expect(page.getByText(INTERNAL_ERROR)).toHaveCount(0);

        await page.goBack();
        await expect(page.getByLabel('Libellé')).toHaveValue('Coopérative du plateau');
        expect(loads()).toBe(1);
      } finally {
        await served.stop();
      }
    });
  });
}
