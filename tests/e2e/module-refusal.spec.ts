import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 1): particulier@demo.fr opening a tool from a bookmark saw the module refusal page,
// but the screen's query still went out, came back FORBIDDEN, and sent the person to /interdit, whose countdown
// signed them out. A screen the module guard refuses sends no query; a refusal of one module's data leads to that
// module's refusal page, never to the sign-out page.

test.use({ viewport: { width: 390, height: 844 } });

/** The error codes of every GraphQL answer the page receives from now on. */
function answeredCodes(page: Page): string[] {
  const codes: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body: unknown = await response.json().catch(() => null);
    for (const answer of Array.isArray(body) ? body : [body]) {
      const errors = (answer as { errors?: { extensions?: { code?: string } }[] } | null)?.errors ?? [];
      for (const error of errors) codes.push(error.extensions?.code ?? 'none');
    }
  });
  return codes;
}

/** Lets ten seconds and more pass on the page's clock: the forbidden page's countdown would have signed out. */
async function letCountdownPass(page: Page): Promise<void> {
  await page.clock.runFor(11_000);
}

for (const [path, title] of [
  ['/outils/assolement', 'Assolement'],
  ['/outils/assolement/culture?millesime=2026', "Culture de l'assolement"],
  ['/outils/rendement', 'Carte des rendements'],
  ['/outils/duer', 'Document unique'],
] as const) {
  test(`${path} refused by the file's modules sends no query and stays on the module's refusal page`, async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    const codes = answeredCodes(page);
    await signIn('particulier@demo.fr', path);

    await expect(page).toHaveURL(new RegExp(`/module-interdit/${encodeURIComponent(title)}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await letCountdownPass(page);
    await expect(page).toHaveURL(new RegExp(`/module-interdit/${encodeURIComponent(title)}$`));
    expect(codes).not.toContain('FORBIDDEN');
    // Still signed in: the home opens.
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/accueil/);
  });
}

test("a refusal of one module's data leads to that module's refusal page, not to the sign-out page", async ({
  page,
  signIn,
  stack,
}) => {
  // The file holds tool_echanges, but the legacy side refuses its crop rotation: for this test alone, on the
  // worker's emulator.
  const faults = `${stack.legacyUrl}/__faults`;
  const refused = [{ method: 'GET', path: '/api/assolement/*', fault: { kind: 'status', status: 403 } }];
  expect((await page.request.put(faults, { data: refused })).ok()).toBe(true);
  try {
    await page.clock.install();
    await signIn('proprietaire@demo.fr', '/outils/assolement');

    await expect(page).toHaveURL(/\/module-interdit\/Assolement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assolement' })).toBeVisible();
    await letCountdownPass(page);
    await expect(page).toHaveURL(/\/module-interdit\/Assolement$/);
  } finally {
    await page.request.delete(faults);
  }
});
