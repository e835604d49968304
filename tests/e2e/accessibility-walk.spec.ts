import { AxeBuilder } from '@axe-core/playwright';
import { AUDIT_BASE_TYPE } from '@portal/schema/rules/duer-audit';
import type { Page } from '@playwright/test';
import { pathOf, paths, type PathKey } from '../../web/src/lib/paths.ts';
import { appRunning, expect, test, type DemoLogin } from './fixtures.ts';

// Phone walk (issue 44, item 9): axe-core on every screen of the route table (web/src/lib/paths.ts) at 390 px,
// with no violation of any impact. Each person walks from a few addresses and follows the portal's own links to
// every screen of theirs not seen yet, so a detail screen is reached through a real id (a contact, an event)
// without this file knowing the seed's. Only reads: no button is pressed; the screens buttons open are reached by
// the addresses those buttons open (BUTTON_TARGETS).

test.use({ viewport: { width: 390, height: 844 } });

const Y = new Date().getFullYear();

interface Finding {
  address: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * The screen drawn: the app is running, the frame is not on its way to a screen or revalidating (its progress bar
 * and the main's aria-busy), and no part of it still says it is loading.
 */
async function settled(page: Page) {
  await appRunning(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
}

/** What axe finds once the screen is drawn; a screen that sends the browser on (a redirection) is read where it lands. */
async function violationsOf(page: Page, address: string): Promise<Finding[]> {
  const analyze = () => new AxeBuilder({ page }).analyze();
  const { violations } = await analyze().catch(async (error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState();
    await settled(page);
    return analyze();
  });
  return violations.map((violation) => ({
    address,
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The addresses a screen's buttons open, for screens no link leads to: the DUER's special pages. */
const BUTTON_TARGETS: Partial<Record<PathKey, (address: string) => string[]>> = {
  duerPages: (address) => {
    const idDuer = decodeURIComponent(address.split('/').pop() ?? '');
    return [
      paths.duerPageDeGarde.href(idDuer),
      paths.duerInformationsGenerales.href(idDuer),
      paths.duerPreambule.href(idDuer),
      paths.duerAudit.href(idDuer, AUDIT_BASE_TYPE),
    ];
  },
};

/** The portal's addresses the page links to, each with its screen. */
async function linksOf(page: Page): Promise<[PathKey, string][]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => {
    const key = pathOf(href);
    return key ? [[key, href] as [PathKey, string]] : [];
  });
}

/**
 * Opens each start, then every screen of `screens` the pages link to that is not seen yet (each screen once), and
 * returns what axe found on them.
 */
async function walk(
  page: Page,
  starts: readonly string[],
  screens: ReadonlySet<PathKey>,
  seen: Set<PathKey>,
) {
  const findings: Finding[] = [];
  const queue = [...starts];
  const queued = new Set(starts.map((start) => pathOf(start)));
  for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
    const key = pathOf(address);
    if (key) seen.add(key);
    await page.goto(address);
    await settled(page);
    findings.push(...(await violationsOf(page, address)));
    const opened = (key ? BUTTON_TARGETS[key]?.(address) : undefined) ?? [];
    const targets = [...(await linksOf(page)), ...opened.map((href) => [pathOf(href), href] as const)];
    for (const [linked, href] of targets) {
      if (!linked || !screens.has(linked) || seen.has(linked) || queued.has(linked)) continue;
      queued.add(linked);
      queue.push(href);
    }
  }
  return findings;
}

/** Each person's starts: the screens no link leads to from the others' (their data, or a redirect's address). */
const PEOPLE: readonly { login: DemoLogin | null; starts: readonly string[]; screens: readonly PathKey[] }[] =
  [
    {
      login: 'collaborateur',
      starts: ['/selectionDossier', '/accueil/AGR001', '/ged-administration'],
      screens: ['selectionDossier', 'boardDocuments'],
    },
    { login: 'sansdossier@demo.fr', starts: ['/aucun-dossier'], screens: ['noDossier'] },
    { login: 'particulier@demo.fr', starts: ['/module-interdit/Assolement'], screens: ['moduleForbidden'] },
    {
      login: null,
      starts: [
        '/',
        '/app',
        '/mot-de-passe-oublie',
        '/mot-de-passe-oublie/changer?uid=inconnu',
        '/inscription/nouveau@demo.fr',
        '/inscriptionok/nouveau@demo.fr',
        '/invitation/inv-0013/',
        '/invitation/inv-0012/subscribe?step=1',
        '/interdit',
      ],
      screens: [
        'landing',
        'signIn',
        'forgotPassword',
        'forgotPasswordChange',
        'registration',
        'registrationSent',
        'invitation',
        'invitationSignUp',
        'forbidden',
      ],
    },
  ];
const OTHERS = new Set(PEOPLE.flatMap((person) => person.screens));

/** The owner of AGR001 reaches the other screens, in parts of the portal walked side by side. */
const OWNER_PARTS: readonly {
  part: string;
  prefix: RegExp;
  starts: readonly string[];
}[] = [
  {
    part: 'the tools',
    prefix: /^\/outils(?!\/duer)/,
    starts: [
      '/outils',
      `/outils/assolement/culture?millesime=${Y}`,
      '/outils/raccourcis/edition',
      '/outils/ajout-edit-emprunt',
    ],
  },
  {
    part: 'the documents',
    prefix: /^\/(ged|documents)/,
    starts: ['/ged', '/documents', '/ged-view/4f2a-91c0'],
  },
  {
    part: 'the account',
    prefix: /^\/mon-compte/,
    starts: ['/mon-compte', '/mon-compte/partager-droits/inviter'],
  },
  {
    part: 'the news and contacts',
    prefix: /^\/(accueil|notifications|actualites|rendez-vous|event|contacts)/,
    starts: ['/accueil', '/event', '/rendez-vous', '/contacts'],
  },
  {
    part: 'the figures and documentation',
    prefix: /^\/(mes-chiffres|documentations|rgpd|webserie|tutoriels)/,
    starts: ['/mes-chiffres', '/documentations', '/tutoriels'],
  },
  {
    part: 'the DUER',
    prefix: /^\/outils\/duer/,
    starts: ['/outils/duer'],
  },
  {
    part: 'the other pages',
    prefix: /^\/(?!outils\/duer)/,
    starts: ['/accueil', '/page/charte-utilisation', '/ag'],
  },
];

const ownerScreens = (Object.keys(paths) as PathKey[]).filter((key) => !OTHERS.has(key));
/** The part a screen belongs to: the first whose prefix its pattern has. */
const partOf = (key: PathKey) => OWNER_PARTS.find(({ prefix }) => prefix.test(paths[key].pattern))?.part;

const WALKS = [
  ...OWNER_PARTS.map(({ part, starts }) => ({
    login: 'proprietaire@demo.fr' as const,
    name: `${part} as the owner of AGR001`,
    starts,
    screens: ownerScreens.filter((key) => partOf(key) === part),
  })),
  ...PEOPLE.map((person) => ({ ...person, name: person.login ?? 'a visitor' })),
];

for (const { login, name, starts, screens } of WALKS) {
  test(`axe finds no violation on the screens of ${name}, and the walk reaches each of them`, async ({
    page,
    signIn,
  }) => {
    // Up to twenty screens in one test: a hang limit of three times the default.
    test.slow();
    // Other sites (the document library a redirection opens, pictures) answer 204: the page stays where it is.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.fulfill({ status: 204 }),
    );
    if (login) await signIn(login);
    const seen = new Set<PathKey>();
    const findings = await walk(page, starts, new Set(screens), seen);
    expect(findings).toEqual([]);
    expect(screens.filter((key) => !seen.has(key))).toEqual([]);
  });
}
