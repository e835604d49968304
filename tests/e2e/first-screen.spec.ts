import type { APIRequestContext, Browser } from '@playwright/test';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { GRAPHQL_HEADERS, operationBody, type GraphQLAnswer } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument, SignOutDocument } from '../testkit/session.ts';
import { expect, test, type DemoLogin } from './fixtures.ts';

// Issue 9, speed to the first useful screen: the gateway answers the signed-in home's first queries inside its
// HTML, for that session only. These tests read no data they change.

const FIRST_SCREEN_DATA = 'id="first-screen-data"';

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

test("the signed-in home's HTML carries its first queries' answers and is kept by no cache", async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');

  const { html, cacheControl } = await homePage(page.request);
  expect(html).toContain(FIRST_SCREEN_DATA);
  expect(html).toContain('"login":"proprietaire@demo.fr"');
  expect(html).toContain('EARL des Quatre Vents');
  expect(cacheControl).toBe('no-store');
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
