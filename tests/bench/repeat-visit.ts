import type { Browser, Request } from '@playwright/test';
import { FAST_3G, KEY_FIGURES, ownerSessionCookie } from './cold-load.ts';

export interface RepeatVisit {
  keyFiguresVisibleMs: number;
  /** Bytes that went over the network on the return (the service worker's own fetches included). */
  bytes: number;
  /** What went over the network on the return, by path. */
  paths: string[];
  /** Bytes of scripts that went over the network on the return: none when the service worker holds the app. */
  scriptBytes: number;
}

/**
 * Issue 23, "instant on return": the owner opens the home once (the service worker installs, the cache is
 * persisted), then comes back under Fast 3G. Measured from the return's navigation until a key figure is
 * drawn, with what went over the network: answers the service worker gave from its cache are not counted.
 * The Fast 3G emulation applies to the page; the service worker's own fetches (the page's HTML) are not slowed
 * by it, so the time leaves out one throttled HTML transfer.
 */
export async function measureRepeatVisit(browser: Browser, gatewayUrl: string): Promise<RepeatVisit> {
  const [name, value] = (await ownerSessionCookie(gatewayUrl)).split('=') as [string, string];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name, value, url: gatewayUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${gatewayUrl}/accueil`);
    await page.waitForSelector(KEY_FIGURES);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => window.localStorage.getItem('portal.offline') !== null);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const counted: Promise<{ path: string; bytes: number } | null>[] = [];
    const count = async (request: Request) => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return null;
      const sizes = await request.sizes();
      return {
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    };
    // A request that finishes while the context closes has no sizes left to read: it is not counted.
    const follow = (request: Request) => counted.push(count(request).catch(() => null));
    context.on('requestfinished', follow);
    await page.goto(`${gatewayUrl}/accueil`, { waitUntil: 'commit' });
    const drawnAt = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : 0),
      KEY_FIGURES,
      { polling: 'raf', timeout: 30_000 },
    );
    const keyFiguresVisibleMs = Math.round(await drawnAt.jsonValue());
    context.off('requestfinished', follow);
    // Answers from the browser's HTTP cache (the pictures) come with no bytes: they did not go over the network.
    const transfers = (await Promise.all(counted)).filter(
      (transfer): transfer is { path: string; bytes: number } => transfer !== null && transfer.bytes > 0,
    );
    const bytesOf = (list: typeof transfers) => list.reduce((total, transfer) => total + transfer.bytes, 0);
    return {
      keyFiguresVisibleMs,
      bytes: bytesOf(transfers),
      paths: transfers.map((transfer) => transfer.path),
      scriptBytes: bytesOf(transfers.filter((transfer) => /\.m?js$/.test(transfer.path))),
    };
  } finally {
    await context.close();
  }
}
