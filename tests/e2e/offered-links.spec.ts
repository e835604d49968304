import type { Page } from '@playwright/test';
import { card, expect, test } from './fixtures.ts';

// Walk finding (issue 8): menu entries, home tiles, the account and footer icons and notification links led
// to screens not built yet, which bounced silently to home; a file without page_events was offered events
// whose every link ended on module-interdit. A link the portal shows must open the screen it names.

test.use({ viewport: { width: 390, height: 844 } });

// Spec 000 §2.1: these paths redirect to the news list by design.
const ALIASES: Readonly<Record<string, string>> = {
  '/rendez-vous': '/actualites-liste',
  '/event': '/actualites-liste',
};

/** The portal's own links on the page, the closed drawer's included, without repeats. */
async function internalLinks(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** Opens each link by its address and checks that the screen it names stays: no bounce home, no refusal. */
async function expectEachLinkOpensItsScreen(
  page: Page,
  hrefs: readonly string[],
  aliases: Readonly<Record<string, string>> = ALIASES,
): Promise<void> {
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href);
    const wanted = new URL(href, page.url()).pathname;
    const named = (url: URL) => url.pathname === (aliases[wanted] ?? wanted);
    // A redirect waits for the screen's query, which a busy machine may send after a quiet network: the address
    // is awaited, then checked again once the network is quiet, so that a later bounce still shows.
    await expect(page, `${href} opens its own screen`).toHaveURL(named);
    await page.waitForLoadState('networkidle');
    await expect(page, `${href} stays on its own screen`).toHaveURL(named);
  }
}

test('every link the owner is offered on home, the menu and the notifications opens its own screen', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(card(page, 'Prochain rendez-vous')).toBeVisible();
  const fromHome = await internalLinks(page);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const fromNotifications = await internalLinks(page);

  await expectEachLinkOpensItsScreen(page, [...new Set([...fromHome, ...fromNotifications])]);
});

test('the header offers the account screen; the footer offers the contacts screen', async ({
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(shell.notificationBell).toBeVisible();

  await expect(shell.header.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/mon-compte');
  await expect(shell.footer.getByRole('link', { name: 'Mes contacts' })).toHaveAttribute('href', '/contacts');
  await expect(shell.footer.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
});

test("a user without any file finds the invitation through 'Voir mes accès', and is sent round in no loop", async ({
  page,
  signIn,
}) => {
  await signIn('sansdossier@demo.fr');
  await expect(page).toHaveURL(/\/aucun-dossier$/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Vous avez 1 invitation(s) en attente.');

  await expect(main.getByRole('link', { name: 'Voir mes accès' })).toHaveAttribute(
    'href',
    '/mon-compte/mes-droits',
  );
  // Spec 000 §2.3: home sends a person without any file to this very page; every other link opens its screen.
  await expectEachLinkOpensItsScreen(page, await internalLinks(page), {
    ...ALIASES,
    '/accueil': '/aucun-dossier',
  });
});

test('a file without the events pages is offered no event, on home or in the news', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  // ACS003 holds mod_events (the home card) but not page_events (the event pages): spec 000 §6.
  await shell.switchDossier('SARL Boulangerie Lemoine');
  await expect(card(page, 'Prochain rendez-vous')).toBeVisible();
  await expect(card(page, 'Prochain événement')).toHaveCount(0);
  const fromHome = await internalLinks(page);
  await page.goto('/actualites');
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
  const fromNews = await internalLinks(page);
  await page.goto('/actualites-liste?type=0');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Événements' })).toHaveCount(0);
  const fromList = await internalLinks(page);

  const links = [...new Set([...fromHome, ...fromNews, ...fromList])];
  expect(links.filter((href) => href.startsWith('/event'))).toEqual([]);
  await expectEachLinkOpensItsScreen(page, links);
});
