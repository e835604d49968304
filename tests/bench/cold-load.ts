import { chromium, type Browser } from '@playwright/test';
import { GRAPHQL_HEADERS, operationBody } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument } from '../testkit/session.ts';

// Chromium's Fast 3G as the issue states it: 150 ms of latency, 1.6 Mbps down, 750 kbps up.
export const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The key figures' carousel, once one figure's value shows: what the owner opens the home for. */
export const KEY_FIGURES = 'section[aria-label="Chiffres clés"] li';

const OWNER = 'proprietaire@demo.fr';

export interface ColdLoad {
  keyFiguresVisibleMs: number;
  /** Bytes on the wire (compressed, headers included) until the key figures show. */
  bytes: number;
  requests: number;
  /** GraphQL requests the browser sent before the key figures showed (each one a round trip at least). */
  graphqlRoundTrips: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The owner's session cookie (`name=value`), as a sign-in from the web app would set it. */
export async function ownerSessionCookie(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: GRAPHQL_HEADERS,
    body: JSON.stringify(operationBody(SignInDocument, { input: { login: OWNER, password: DEMO_PASSWORD } })),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portail_session='));
  if (!cookie) throw new Error(`the owner's sign-in set no session cookie (${response.status})`);
  return cookie.split(';')[0]!;
}

/**
 * One cold load of the signed-in home (empty browser cache, a session cookie) under Fast 3G: the time from the
 * navigation's start until a key figure is drawn, and what went over the network until then.
 */
export async function measureColdLoad(browser: Browser, gatewayUrl: string): Promise<ColdLoad> {
  const [name, value] = (await ownerSessionCookie(gatewayUrl)).split('=') as [string, string];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name, value, url: gatewayUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const urls = new Map<string, string>();
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (bytes += encodedDataLength));
    await page.goto(`${gatewayUrl}/accueil`, { waitUntil: 'commit' });
    const drawnAt = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : 0),
      KEY_FIGURES,
      { polling: 'raf', timeout: 30_000 },
    );
    const keyFiguresVisibleMs = Math.round(await drawnAt.jsonValue());
    const sent = [...urls.values()];
    return {
      keyFiguresVisibleMs,
      bytes,
      requests: sent.length,
      graphqlRoundTrips: sent.filter((url) => new URL(url).pathname === '/graphql').length,
    };
  } finally {
    await context.close();
  }
}
