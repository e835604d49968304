import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startGatewayProgram } from '../support/gateway.ts';
import { card, expect, test } from './fixtures.ts';

// Issue 23, on a phone in a field: the service worker and the persisted cache are those of the built app the
// worker's gateway serves on loopback (a secure context, as service workers need).
// The suite blocks service workers (playwright.config.ts); this file tests what the portal's does.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

/**
 * The service worker is in place and the persisted cache holds everything the page has seen: the marker of a
 * change not yet on the device is gone (offline/persisted-marker.ts).
 */
async function readyForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      () =>
        page.evaluate(() => [
          localStorage.getItem('portal.offline'),
          localStorage.getItem('portal.offline.unsaved'),
        ]),
      {
        message: 'the persisted cache is written',
      },
    )
    .toEqual([expect.stringMatching(/^Viewer:/), null]);
}

/** Everything the origin keeps in IndexedDB and in the Cache Storage, as text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(new Error(String(opening.error)));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).getAll();
          reading.onsuccess = () => resolve(reading.result as unknown[]);
          reading.onerror = () => reject(new Error(String(reading.error)));
        });
        texts.push(JSON.stringify(values));
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        texts.push(request.url, (await response?.text()) ?? '');
      }
    }
    return texts.join('\n');
  });
}

test('offline, the home and the news list already visited open with their last data and the offline notice', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  const carousel = page.getByRole('main').getByRole('region', { name: 'Chiffres clés' });
  await expect(carousel).toContainText(/412\s850,00\s€/);
  // Each full page load starts a new app: the home's answers are on the device before the next page.
  await readyForOffline(page);
  await page.goto('/actualites-liste?type=0');
  await expect(page.getByRole('main')).toContainText('Préparation de la clôture');
  await readyForOffline(page);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'Hors ligne — données du' });
  await expect(notice).toContainText(/Hors ligne — données du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByRole('main')).toContainText('Préparation de la clôture');
  await expect(page.getByRole('banner')).toContainText('EARL des Quatre Vents');

  await page.goto('/accueil');
  await expect(carousel).toContainText(/412\s850,00\s€/);
  await expect(card(page, 'Prochain rendez-vous')).toContainText('Préparation de la clôture');
  await expect(notice).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('a booking typed offline is kept, offered once the link is back, and reaches the legacy once', async ({
  page,
  context,
  signIn,
  stack,
}) => {
  // The worker's emulator logs the calls it receives, and runs one test at a time: the log is emptied first, so
  // the bookings counted are this test's.
  expect((await page.request.delete(`${stack.legacyUrl}/__calls`)).ok()).toBe(true);
  await signIn('proprietaire@demo.fr', '/rendez-vous/ajouter/AG101');
  await expect(page.getByRole('heading', { level: 1, name: 'Prendre rendez-vous' })).toBeVisible();
  await readyForOffline(page);

  await context.setOffline(true);
  const reason = 'Déclaration PAC tapée dans la cour de la ferme';
  await page.getByLabel('Motif').fill(reason);
  const send = page.getByRole('button', { name: 'Envoyer ma demande' });
  await expect(send).toBeDisabled();
  await expect(page.getByText('Hors ligne : votre saisie est gardée sur cet appareil.')).toBeVisible();

  // The page opened again without a link: what was typed is still there, and still not sent.
  await page.reload();
  await expect(page.getByLabel('Motif')).toHaveValue(reason);
  await expect(send).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByText('Le réseau est revenu : votre saisie gardée peut être envoyée.')).toBeVisible();
  await expect(send).toBeEnabled();
  const calls = async () => {
    const answer = await page.request.get(`${stack.legacyUrl}/__calls`);
    const log = (await answer.json()) as { method: string; url: string }[];
    return log.filter((call) => call.method === 'POST' && call.url.startsWith('/api/appointments/register'));
  };
  expect(await calls(), 'nothing is sent by itself when the link comes back').toHaveLength(0);
  await send.click();
  await expect(page.getByRole('dialog', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
  expect(await calls()).toHaveLength(1);
});

test('after sign-out, nothing of the previous person can be read from the page, IndexedDB or the caches', async ({
  page,
  context,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(page.getByRole('banner')).toContainText('EARL des Quatre Vents');
  await readyForOffline(page);
  expect(await storedText(page)).toContain('EARL des Quatre Vents');

  await shell.signOut();
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => storedText(page)).not.toContain('EARL des Quatre Vents');
  expect(await storedText(page)).not.toContain('proprietaire@demo.fr');
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain('Viewer');

  await context.setOffline(true);
  await page.goto('/accueil').catch(() => undefined);
  await expect(page.locator('body')).not.toContainText('EARL des Quatre Vents');
  await expect(page.locator('body')).not.toContainText('412');
});

test('a picture seen with a link still shows offline, and is erased from the device at sign-out', async ({
  page,
  context,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await readyForOffline(page);
  await page.goto('/notifications');
  const picture = page.getByRole('main').getByRole('listitem').first().locator('img');
  const shown = () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await expect.poll(shown).toBe(true);
  await readyForOffline(page);
  const keptFiles = () =>
    page.evaluate(async () =>
      (await (await caches.open('fichiers')).keys()).map((request) => new URL(request.url).pathname),
    );
  await expect.poll(keptFiles).toContainEqual(expect.stringMatching(/^\/fichiers\/notifications\/image\//));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne — données du' })).toBeVisible();
  await expect.poll(shown, { message: 'the picture comes from the device' }).toBe(true);

  await context.setOffline(false);
  await shell.signOut();
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => page.evaluate(() => caches.has('fichiers'))).toBe(false);
});

test('Chromium finds the portal installable for either brand', async ({ stack }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which Playwright's contexts are: this test
  // uses a profile of its own on disk.
  const profile = await mkdtemp(join(tmpdir(), 'e2e-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    viewport: { width: 390, height: 844 },
  });
  const vignes = await startGatewayProgram({ legacyUrl: stack.legacyUrl, env: { PORTAL_BRAND: 'vignes' } });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    for (const [url, name] of [
      [stack.url, 'Mon Espace Terres Conseil'],
      [vignes.url, 'Mon Espace Vignes & Gestion'],
    ] as const) {
      await page.goto(`${url}/app`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const manifest = (await (await page.request.get(`${url}/manifest.webmanifest`)).json()) as {
        name: string;
      };
      expect(manifest.name).toBe(name);
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, `installability errors at ${url}`).toEqual([]);
      await cdp.detach();
    }
  } finally {
    await vignes.stop();
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('with Save-Data, the home shows its tiles without their pictures, and nothing is fetched ahead', async ({
  page,
  signIn,
}) => {
  // Chromium sets navigator.connection.saveData from the system's data saver, which a test cannot switch on.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(request.url());
  });
  await signIn('proprietaire@demo.fr');
  const tiles = page.getByRole('main').getByRole('list', { name: 'À la une' });
  await expect(tiles.getByRole('link').first()).toContainText('Campagne PAC 2027');
  await expect(tiles.locator('img').first()).toBeHidden();
  expect(pictures.filter((url) => url.includes('/fichiers/accueil/sections/'))).toEqual([]);

  // The service worker keeps the page for offline use, and no route chunk this visit did not use.
  const precached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return urls.flat().map((url) => new URL(url).pathname);
  });
  expect(precached).toEqual(['/index.html']);
});
