import type { APIRequestContext, Browser } from '@playwright/test';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { GRAPHQL_HEADERS, operationBody, type GraphQLAnswer } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument, SignOutDocument } from '../testkit/session.ts';
import { expect, test, type DemoLogin } from './fixtures.ts';

// Issue 9, speed to the first useful screen: the gateway answers the signed-in home's first queries inside its
// HTML, for that session only. These tests read no data they change.

const FIRST_SCREEN_DATA = 'id="first-screen-data"';
// Apollo's normalized cache keeps the root query's fields under this id.
const APOLLO_CACHE = '"ROOT_QUERY":';

async function signInWith(request: APIRequestContext, login: DemoLogin): Promise<void> {
  const response = await request.post('/graphql', {
    headers: GRAPHQL_HEADERS,
    data: operationBody(SignInDocument, { input: { login, password: DEMO_PASSWORD } }),
  });
  const answer = (await response.json()) as GraphQLAnswer<ResultOf<typeof SignInDocument>>;
  expect(answer.data?.signIn.viewer?.login).toBe(login);
}

/** The home's HTML as a browser of this context gets it. */
async function homePage(request: APIRequestContext) {
  const response = await request.get('/accueil', { headers: { accept: 'text/html' } });
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

async function signedInContext(browser: Browser, baseURL: string, login: DemoLogin) {
  const context = await browser.newContext({ baseURL });
  await signInWith(context.request, login);
  return context;
}

test('the owner sees the key figures without the browser sending any GraphQL request', async ({
  page,
  signIn,
}) => {
  const graphqlRequests: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    // The guided tour's question goes beside the screen, after its first render, and holds none of its data.
    if (new URL(request.url()).pathname === '/graphql' && !body.includes('"TourInProgress"'))
      graphqlRequests.push(body);
  });
  await signIn('proprietaire@demo.fr');

  const carousel = page.getByRole('main').getByRole('region', { name: 'Chiffres clés' });
  await expect(carousel).toContainText(/412\s850,00\s€/);
  expect(graphqlRequests).toEqual([]);
});

test('the home does not move while it loads, from the text the page first shows to the drawn screen', async ({
  page,
  signIn,
}) => {
  // Every layout shift of the page, from its first byte (Lighthouse's CLS adds them up).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signIn('proprietaire@demo.fr');

  const carousel = page.getByRole('main').getByRole('region', { name: 'Chiffres clés' });
  await expect(carousel).toContainText(/412\s850,00\s€/);
  // What follows the first render (the tour's button, the pictures, the carousel's moves) must not move it either.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual(
    [],
  );
});

test("the signed-in home's HTML carries its first queries' answers in Apollo's cache and is kept by no cache", async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');

  const { html, cacheControl } = await homePage(page.request);
  expect(html).toContain(FIRST_SCREEN_DATA);
  // The cache the gateway drew the home from, which the app restores as it is.
  expect(html).toContain(APOLLO_CACHE);
  expect(html).toContain('"login":"proprietaire@demo.fr"');
  expect(html).toContain('EARL des Quatre Vents');
  expect(cacheControl).toBe('no-store');
});

test("the gateway draws the owner's home into its HTML: without any script the key figures and the menu show", async ({
  browser,
  stack,
}) => {
  // What a slow line shows before the scripts have come, and keeps if they never do.
  const context = await browser.newContext({ baseURL: stack.url, javaScriptEnabled: false });
  try {
    await signInWith(context.request, 'proprietaire@demo.fr');
    const page = await context.newPage();
    await page.goto('/accueil');
    await expect(page.getByText('EARL des Quatre Vents').first()).toBeVisible();
    await expect(page.getByText(/412\s850,00\s€/)).toBeVisible();
    await expect(page.locator('#side-menu').getByText('Mes documents', { exact: true })).toBeAttached();
    // Until the app has taken the drawn screen over, a tap could do nothing: the screen is inert.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  } finally {
    await context.close();
  }
});

test('the app takes the drawn home over: its buttons answer, and the page is no longer inert', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'EARL des Quatre Vents', expanded: false })
    .click();
  await expect(page.getByRole('list', { name: 'Mes dossiers' })).toBeVisible();
});

test('the app hydrates the drawn home: it keeps the drawn elements, and the console shows no error', async ({
  page,
  signIn,
}) => {
  // React reports a hydration mismatch as a console error (a recoverable error) and then draws the screen anew,
  // replacing the drawn elements.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The drawn key figures, kept once the HTML is parsed, before the app's scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, {
        drawnFigures: document.querySelector('#root[inert] section[aria-label="Chiffres clés"]'),
      });
    });
  });
  await signIn('proprietaire@demo.fr');

  const carousel = page.getByRole('main').getByRole('region', { name: 'Chiffres clés' });
  await expect(carousel).toContainText(/412\s850,00\s€/);
  await page.waitForLoadState('networkidle');
  expect(
    await carousel.evaluate(
      (shown) => (window as unknown as { drawnFigures: Element | null }).drawnFigures === shown,
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('a browser remembering another file than its cookie says shows that file once the app runs, not the drawn one', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  // The cookie the gateway reads still names AGR001, which it draws; the app asks for the file it remembers.
  await page.evaluate(() => window.localStorage.setItem('portal.codeDossier', 'VIT002'));
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Champagne Morel Père et Fils', expanded: false }),
  ).toBeVisible();
  const carousel = page.getByRole('main').getByRole('region', { name: 'Chiffres clés' });
  await expect(carousel).toContainText(/487\s163,00\s€/);
  await expect(carousel).not.toContainText(/412\s850,00\s€/);
});

test('two homes drawn at the same moment each show their own file, never the other', async ({
  browser,
  stack,
}) => {
  const owner = await signedInContext(browser, stack.url, 'proprietaire@demo.fr');
  const individual = await signedInContext(browser, stack.url, 'particulier@demo.fr');
  try {
    const [ownersPage, individualsPage] = await Promise.all([
      homePage(owner.request),
      homePage(individual.request),
    ]);
    const drawn = (html: string) =>
      html.slice(html.indexOf('<div id="root" inert>'), html.indexOf(FIRST_SCREEN_DATA));
    expect(drawn(ownersPage.html)).toContain('EARL des Quatre Vents');
    expect(drawn(ownersPage.html)).not.toContain('Claire Fontaine');
    expect(drawn(individualsPage.html)).toContain('Claire Fontaine');
    expect(drawn(individualsPage.html)).not.toContain('EARL des Quatre Vents');
  } finally {
    await owner.close();
    await individual.close();
  }
});

test("a collaborator without a chosen file gets the home's text, not a drawn home, before the portfolio", async ({
  browser,
  stack,
}) => {
  const collaborator = await signedInContext(browser, stack.url, 'collaborateur');
  try {
    const { html } = await homePage(collaborator.request);
    expect(html).toContain(FIRST_SCREEN_DATA);
    expect(html).toContain(APOLLO_CACHE);
    expect(html).toContain('<div id="root"><p class="page-loading" role="status">Chargement…</p></div>');
  } finally {
    await collaborator.close();
  }
});

test('a signed-out visitor gets the home page without any answer in it', async ({ page }) => {
  const { html, cacheControl } = await homePage(page.request);
  expect(html).not.toContain(FIRST_SCREEN_DATA);
  expect(cacheControl).toBe('no-cache');
});

test("each person's home page carries their own answers, never another's", async ({ browser, stack }) => {
  const owner = await signedInContext(browser, stack.url, 'proprietaire@demo.fr');
  const associate = await signedInContext(browser, stack.url, 'associe@demo.fr');
  try {
    const ownersPage = await homePage(owner.request);
    const associatesPage = await homePage(associate.request);
    // The owner's page first, so that an answer kept from one page to the next would show in the second.
    expect(ownersPage.html).toContain('"login":"proprietaire@demo.fr"');
    expect(associatesPage.html).toContain('"login":"associe@demo.fr"');
    expect(associatesPage.html).not.toContain('proprietaire@demo.fr');

    // Once signed out, the same browser gets no answer any more.
    await owner.request.post('/graphql', {
      headers: GRAPHQL_HEADERS,
      data: operationBody(SignOutDocument, {}),
    });
    expect((await homePage(owner.request)).html).not.toContain(FIRST_SCREEN_DATA);
  } finally {
    await owner.close();
    await associate.close();
  }
});
