import { PASSWORD_CHANGE_REDIRECT_SECONDS } from '@portal/schema/rules/account';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { startEmulator } from '../support/emulator.ts';
import { startGatewayProgram } from '../support/gateway.ts';
import { GRAPHQL_HEADERS, operationBody, type GraphQLAnswer } from '../testkit/operation.ts';
import { DEMO_PASSWORD, SignInDocument } from '../testkit/session.ts';
import { SEEDED_DATA_DIR_ENV } from './global-setup.ts';

// Typed fixtures in the Epic Stack's manner (tests/playwright-utils.ts). Each worker runs its own emulator, on its
// own copy of the seeded database, and its own gateway; every test starts in a fresh browser context, signed in
// by cookie, so each one stands alone and the workers run side by side.

export { DEMO_PASSWORD };

export type DemoLogin =
  | 'proprietaire@demo.fr'
  | 'associe@demo.fr'
  | 'particulier@demo.fr'
  | 'changement.mdp@demo.fr'
  | 'changement.mdp.bureau@demo.fr'
  | 'changement.mail@demo.fr'
  | 'changement.mail.bureau@demo.fr'
  | 'changement.google@demo.fr'
  | 'changement.google.bureau@demo.fr'
  | 'double.facteur@demo.fr'
  | 'double.facteur.bureau@demo.fr'
  | 'double.facteur.cle@demo.fr'
  | 'double.facteur.cle.bureau@demo.fr'
  | 'sansdossier@demo.fr'
  | 'sansdossier.invitation@demo.fr'
  | 'invitation.telephone@demo.fr'
  | 'collaborateur'
  // The guided tours' accounts, one per screen width (legacy-api/src/db/seed/tours.ts).
  | `parcours.${'' | 'actualites.'}${'telephone' | 'bureau'}@demo.fr`
  // Access sharing's accounts, one of each per screen width (legacy-api/src/db/seed/sharing.ts).
  | `${'acces' | 'partage' | 'invite.partage'}.${'telephone' | 'bureau'}@demo.fr`;

/** How long the sign-in page may take after a password change: its countdown, then an expectation's usual wait. */
export const AFTER_PASSWORD_CHANGE = { timeout: PASSWORD_CHANGE_REDIRECT_SECONDS * 1_000 + 15_000 };

export const PLATFORM_NAME = 'Mon Espace Terres Conseil';
export const ENTITY_NAME = 'Terres Conseil';

/** The side menu's entries, in the spec's order (000 §2.4), without the external and submenu entries. */
export const MENU_ENTRIES = [
  'Accueil',
  'Mes documents',
  'Mes chiffres',
  'Mes outils',
  'Identifiants partagés',
  'Mes contacts',
  'Actualités',
  'Documentations',
  'Tutoriels',
  'Ma facturation',
  'Annuaire des services',
  'One Day - Photos',
  'Retour au portefeuille',
  'Déconnexion',
] as const;
export type MenuEntry = (typeof MENU_ENTRIES)[number];

/** What a preview tab received. */
export interface Preview {
  url: string;
  status: number;
  headers: Record<string, string>;
}

/**
 * Clicks a preview link, which opens a new tab, and returns what that tab received. The tests' headless Chromium
 * has no PDF viewer, so a PDF tab never finishes loading; the answer's type and inline disposition are what makes
 * a browser with a viewer show it in place.
 */
export async function openPreview(link: Locator): Promise<Preview> {
  const context = link.page().context();
  const answered = context.waitForEvent('response', (response) => response.url().endsWith('/apercu'));
  const opened = context.waitForEvent('page');
  await link.click();
  const [tab, response] = await Promise.all([opened, answered]);
  expect(response.frame().page()).toBe(tab);
  const preview = {
    url: response.url(),
    status: response.status(),
    headers: await response.allHeaders(),
  };
  await tab.close();
  return preview;
}

/**
 * Waits for the app to run on the page. The gateway draws the signed-in home before the app runs, `inert` until
 * then, and what the app keeps on arriving (the file an address selects) is kept only once it runs: a test that
 * then leaves the page by its address waits for it, as a tap on the page would.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Fills and submits the sign-in form at /app without waiting for the outcome. */
export async function submitSignIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Identifiant', { exact: true }).fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-name matcher, so that 'Accueil' never matches 'Retour à l'accueil'. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

/**
 * A card of the main area found by its heading. The cards are untitled sections (no region role), so the
 * section is matched by the heading it holds.
 */
export function card(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** What a signed-in page shows around every screen: header, side menu, footer. */
export class Shell {
  readonly header: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
  }

  /** The side menu ('Menu principal'); on narrow screens a drawer that the header's 'Menu' button opens. */
  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Menu principal' });
  }

  menuEntry(name: MenuEntry): Locator {
    return this.menu
      .getByRole('link', { name: exactly(name) })
      .or(this.menu.getByRole('button', { name: exactly(name) }));
  }

  /** The names of the entries the menu shows, among those of the spec. */
  async visibleMenuEntries(): Promise<MenuEntry[]> {
    await expect(this.menuEntry('Accueil')).toBeVisible();
    const shown: MenuEntry[] = [];
    for (const name of MENU_ENTRIES) {
      if (await this.menuEntry(name).isVisible()) shown.push(name);
    }
    return shown;
  }

  /**
   * The header's file selector: a button named by the selected file that opens the lists. The header's
   * only other expandable button is 'Menu'.
   */
  get dossierSelector(): Locator {
    return this.header
      .getByRole('button', { expanded: false })
      .or(this.header.getByRole('button', { expanded: true }))
      .filter({ hasNotText: 'Menu' });
  }

  /** Opens the file selector (if closed) and returns the list of one group: 'Mes dossiers' or 'Partagés avec moi'. */
  async dossierGroup(title: 'Mes dossiers' | 'Partagés avec moi'): Promise<Locator> {
    const toggle = this.dossierSelector;
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const list = this.header.getByRole('list', { name: title });
    await expect(list).toBeVisible();
    return list;
  }

  /** Opens the file selector and picks the file by its company name. */
  async switchDossier(raisonSociale: string): Promise<void> {
    await this.dossierSelector.click();
    await this.header.getByRole('button', { name: raisonSociale, exact: true }).click();
    await expect(this.dossierSelector).toHaveAccessibleName(this.selectorName(raisonSociale));
  }

  /** The selector's name: the file's name, followed by the ▾ the stylesheet draws. */
  selectorName(raisonSociale: string): RegExp {
    return new RegExp(`^${escapeRegExp(raisonSociale)}(\\s+▾)?$`);
  }

  /** The flash banner (spec 000 §2.4): a status, or an alert for errors, cleared by its icon. */
  get flash(): Locator {
    return this.page
      .getByRole('status')
      .or(this.page.getByRole('alert'))
      .filter({ has: this.page.getByRole('button', { name: 'Fermer le message' }) });
  }

  /** The notification bell: a link to /notifications whose name carries the unread count. */
  get notificationBell(): Locator {
    return this.header.getByRole('link', { name: /^Notifications/ });
  }

  async signOut(): Promise<void> {
    // The header and the menu render together: once the header shows, the menu's state is known.
    await expect(this.header).toBeVisible();
    const entry = this.menuEntry('Déconnexion');
    if (!(await entry.isVisible())) await this.openMenu();
    await entry.click();
  }

  /** Opens the side menu when it is a closed drawer (narrow screens); a no-op when it is always shown. */
  async openMenu(): Promise<void> {
    if (await this.menuEntry('Accueil').isVisible()) return;
    await this.header.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(this.menuEntry('Accueil')).toBeVisible();
  }
}

/** The programs of one worker: an emulator on its own copy of the seeded database, and a gateway before it. */
export interface WorkerStack {
  /** The gateway, serving the web app: every test's baseURL. */
  url: string;
  /** The emulator itself, for the tests that check what the legacy side received. */
  legacyUrl: string;
  /** The emulator's LEGACY_DATA_DIR, where it stores uploaded files. */
  legacyDataDir: string;
}

type WorkerFixtures = { stack: WorkerStack };

type Fixtures = {
  /**
   * Signs in without the form (a sign-in call from the test, whose session cookie lands in the browser, in place of
   * any earlier person's) and opens `path`, the home by default, as the form would. A test of another screen opens
   * it at once, so that the home is not loaded for nothing. Only the tests of the sign-in itself go through the form.
   */
  signIn: (login: DemoLogin, path?: string) => Promise<void>;
  /** Signs in through /app's form and waits for the first signed-in page. */
  signInThroughForm: (login: DemoLogin) => Promise<void>;
  shell: Shell;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const seeded = process.env[SEEDED_DATA_DIR_ENV];
      if (!seeded)
        throw new Error(`${SEEDED_DATA_DIR_ENV} is unset: run the tests through playwright.config.ts`);
      // Fault rules and the call log (`/__faults`, `/__calls`): a worker runs one test at a time, so a test that
      // takes the document store down, or counts its own calls, does it on the worker's stack and undoes it.
      const emulator = await startEmulator({ seededFrom: seeded, faults: true });
      try {
        // TRUST_PROXY: a test may speak from an address of its own (X-Forwarded-For), as the throttling test does.
        // CAPTCHA_COST: the captcha's proof of work stays a proof, solved in well under a second.
        // LEGACY_READ_TIMEOUT_MS: a whole CI run beside other work loads the machine past the 3 s a read is given
        // in production (a DUER module's read took longer); the bound's own tests are upstream-faults.test.ts.
        const gateway = await startGatewayProgram({
          legacyUrl: emulator.url,
          env: { TRUST_PROXY: '1', CAPTCHA_COST: '50', LEGACY_READ_TIMEOUT_MS: '20000' },
        });
        try {
          await use({ url: gateway.url, legacyUrl: emulator.url, legacyDataDir: emulator.dataDir });
        } finally {
          await gateway.stop();
        }
      } finally {
        await emulator.stop();
      }
    },
    // Starting two programs on a busy machine may take longer than a test.
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },
  signIn: async ({ page }, use) => {
    await use(async (login, path = '/accueil') => {
      // A change of person leaves the previous person's screen first. Left open, it goes on asking with the new
      // session's cookie, and its guards move it (to module-interdit, for a module the new person lacks) while the
      // navigation below starts; Playwright may then take that move for the navigation's end (initial-conseil.spec
      // failed so, once in 281 tests).
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      // page.request shares the browser context's cookies: the answer's session cookie is the browser's. An
      // address on another gateway is signed in there: without Redis a gateway knows only the sessions it opened.
      const graphql = /^https?:/.test(path) ? new URL('/graphql', path).href : '/graphql';
      const response = await page.request.post(graphql, {
        headers: GRAPHQL_HEADERS,
        data: operationBody(SignInDocument, { input: { login, password: DEMO_PASSWORD } }),
      });
      const answer = (await response.json()) as GraphQLAnswer<ResultOf<typeof SignInDocument>>;
      if (!answer.data?.signIn.viewer)
        throw new Error(`sign-in of ${login} refused: ${JSON.stringify(answer)}`);
      await page.goto(path);
      await expect(page).not.toHaveURL(/\/app$/);
      await appRunning(page);
    });
  },
  signInThroughForm: async ({ page }, use) => {
    await use(async (login) => {
      await page.goto('/app');
      await expect(page).toHaveURL(/\/app$/);
      await submitSignIn(page, login, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/app$/);
    });
  },
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
});

export { expect };
