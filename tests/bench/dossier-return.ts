import type { Browser, Page } from '@playwright/test';
import { ownerSessionCookie } from './cold-load.ts';

const VINEYARD = { name: 'Champagne Morel Père et Fils', keyFigure: '487\\s163,00\\s€' };
const FARM = { name: 'EARL des Quatre Vents', keyFigure: '412\\s850,00\\s€' };

export interface DossierReturn {
  /** From the tap on a file not seen yet until its key figures show (its GraphQL answers awaited). */
  firstVisitMs: number;
  /**
   * From the tap back on the first file until its key figures show, every GraphQL answer held meanwhile; null
   * when they did not show within the wait, so could not be drawn from Apollo's cache.
   */
  returnMs: number | null;
  drawnFromCache: boolean;
}

/** How long a switch may take before it counts as not drawn. */
const WAIT_MS = 10_000;

/**
 * Taps a file in the header's opened file list, in the page's own task, and resolves with the milliseconds until
 * the home's key figures show `keyFigure` (a pattern), read at each frame; null if they did not within the wait.
 */
function switchTo(page: Page, file: { name: string; keyFigure: string }): Promise<number | null> {
  // No function is named inside the page's code: the bench's TypeScript loader would wrap it in a helper that
  // the page lacks.
  return page.evaluate(
    async ({ name, keyFigure, wait }) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('header button')].find(
        (candidate) => candidate.textContent?.trim() === name,
      );
      if (!button) throw new Error(`no button for ${name} in the file list`);
      const shown = new RegExp(keyFigure);
      const start = performance.now();
      button.click();
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const figures = document.querySelector('main section[aria-label="Chiffres clés"]');
        const elapsed = performance.now() - start;
        if (figures && shown.test(figures.textContent ?? '')) return Math.round(elapsed);
        if (elapsed > wait) return null;
      }
    },
    { ...file, wait: WAIT_MS },
  );
}

async function openFileList(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { expanded: false })
    .filter({ hasNotText: 'Menu' })
    .click();
  await page.getByRole('banner').getByRole('list', { name: 'Mes dossiers' }).waitFor();
}

/**
 * Issue 8's return to a file already seen, as the owner does it at 390 px: the home of the farm, a switch to the
 * vineyard (not seen yet), then back to the farm while the gateway's answers are held, which only Apollo's
 * normalized cache can then draw. Not throttled: what it measures is the page's own work.
 */
export async function measureDossierReturn(browser: Browser, gatewayUrl: string): Promise<DossierReturn> {
  const [name, value] = (await ownerSessionCookie(gatewayUrl)).split('=') as [string, string];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name, value, url: gatewayUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/accueil`);
    // The drawn home is inert until the app has taken it over.
    await page.locator('#root:not([inert]) main section[aria-label="Chiffres clés"]').waitFor();
    await openFileList(page);
    const firstVisitMs = await switchTo(page, VINEYARD);
    if (firstVisitMs === null) throw new Error(`${VINEYARD.name} did not show after a switch to it`);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      await released;
      await route.fallback();
    });
    await openFileList(page);
    const returnMs = await switchTo(page, FARM);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    return { firstVisitMs, returnMs, drawnFromCache: returnMs !== null };
  } finally {
    await context.close();
  }
}
