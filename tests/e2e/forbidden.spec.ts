import { DEMO_PASSWORD, Shell, expect, submitSignIn, test } from './fixtures.ts';

// How to reach a real 403. The shell and the home page ask the gateway for `selectedDossier(codeDossier)`,
// which never refuses: for a client it falls back to the favourite file, for a collaborator it answers null
// (then the portfolio selection). So /accueil/ZZZ999, /accueil/VIT002 for associe@demo.fr or a code forced
// into local storage ('portal.codeDossier') all end on a file the person may see, never on /interdit.
// The header's favourite star, though, calls `setFavoriteDossier`, which checks the code against the
// signed-in person's rights and answers FORBIDDEN outside them. A page left open while someone else signs in
// on the same browser (a shared office computer) offers exactly that: its selector still lists the previous
// person's files, and starring one of them is refused by the gateway for the new person.

test('a refused call leads to the forbidden page, which counts down then signs out', async ({
  page,
  context,
  signIn,
}) => {
  // The page's clock is the test's to move: the ten seconds pass when the test says so, however busy the machine.
  await page.clock.install();
  await signIn('proprietaire@demo.fr');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'EARL des Quatre Vents' }).click();
  const vit002Star = header.getByRole('button', { name: 'Dossier favori : Champagne Morel Père et Fils' });
  await expect(vit002Star).toBeVisible();

  // Another tab of the same browser: the owner leaves, the shared-access user (AGR001 only) signs in.
  const other = await context.newPage();
  await other.goto('/accueil');
  await new Shell(other).signOut();
  await expect(other).toHaveURL(/\/app$/);
  await submitSignIn(other, 'associe@demo.fr', DEMO_PASSWORD);
  await expect(other).toHaveURL(/\/accueil/);
  await other.close();

  await vit002Star.click();

  await expect(page).toHaveURL(/\/interdit$/);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Vous allez être déconnecté dans \d+ secondes?\.$/);
  // Time stops here; a second or so may already have passed since the page counted from 10. The pause is set a
  // little ahead of the page's time, which goes on while the order travels: 100 ms was already past once, on a
  // loaded machine ("Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  const left = Number((await timer.textContent())?.match(/\d+/)?.[0]);
  expect(left).toBeGreaterThan(1);
  expect(left).toBeLessThanOrEqual(10);
  await page.clock.runFor((left - 1) * 1_000);
  await expect(timer).toHaveText('Vous allez être déconnecté dans 1 seconde.');
  await expect(page).toHaveURL(/\/interdit$/);
  await page.clock.runFor(1_000);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/accueil');
  await expect(page).toHaveURL(/\/app$/);
});

test("a file outside the user's rights asked for by its address never shows that file", async ({
  page,
  signIn,
}) => {
  await signIn('associe@demo.fr', '/accueil/VIT002');

  // Either the forbidden page or the user's own file (the gateway's fallback); never VIT002's data.
  await expect(page).toHaveURL(/\/interdit$|\/accueil/);
  await expect(page.getByRole('main')).not.toContainText('Champagne Morel');
  await expect(page.getByRole('banner')).not.toContainText('Champagne Morel');
  await expect(page.getByRole('main')).not.toContainText(/487\s163/);
});

test('the gateway refuses a file outside the rights with FORBIDDEN', async ({ page, signIn }) => {
  await signIn('associe@demo.fr');

  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query: 'query { dossier(codeDossier: "VIT002") { codeDossier raisonSociale } }' },
  });
  const body = (await response.json()) as {
    data?: { dossier: unknown };
    errors?: { extensions?: { code?: string } }[];
  };

  expect(body.data?.dossier ?? null).toBeNull();
  expect(body.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
});
