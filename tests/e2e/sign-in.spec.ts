import { DEMO_PASSWORD, Shell, expect, submitSignIn, test } from './fixtures.ts';

const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect.';
const TOO_MANY_ATTEMPTS =
  'Trop de tentatives de connexion. Veuillez patienter une minute avant de réessayer.';

test('a signed-out deep link goes to sign-in, then back to the page asked for', async ({ page, shell }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await submitSignIn(page, 'proprietaire@demo.fr', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(shell.header).toBeVisible();
});

test('a plain sign-in lands on the home page of the favourite file', async ({
  page,
  shell,
  signInThroughForm,
}) => {
  await signInThroughForm('proprietaire@demo.fr');

  await expect(page).toHaveURL(/\/accueil(\/AGR001)?$/);
  await expect(shell.header).toContainText('EARL des Quatre Vents');
});

test('an expired session sends the user to sign-in at the next step, then back there', async ({
  page,
  context,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(shell.header).toContainText('EARL des Quatre Vents');
  // The home's calls after its first render are answered first: one made once the session has ended would already
  // lead to sign-in, before the step this test takes. The last, the tour's query, comes with its player's code,
  // which a busy machine may run after the network has been quiet a while; the tour's button shows it answered.
  await expect(page.getByRole('button', { name: 'Revoir la visite guidée' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The session ends behind the page's back (the portal's cookie expired).
  await context.clearCookies();
  await shell.notificationBell.click();

  await expect(page).toHaveURL(/\/app$/);
  await submitSignIn(page, 'proprietaire@demo.fr', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('wrong credentials are refused with the message and no session', async ({ page }) => {
  await page.goto('/app');

  await submitSignIn(page, 'proprietaire@demo.fr', 'pas-le-bon-mot-de-passe');

  await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/accueil');
  await expect(page).toHaveURL(/\/app$/);
});

test('a signed-out link to a file opens that file once signed in', async ({ page, shell }) => {
  await page.goto('/accueil/VIT002');
  await expect(page).toHaveURL(/\/app$/);

  await submitSignIn(page, 'proprietaire@demo.fr', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/accueil/);
  await expect(shell.dossierSelector).toHaveAccessibleName(
    shell.selectorName('Champagne Morel Père et Fils'),
  );
});

// It moves the owner's favourite, which most other tests expect on AGR001 (the seed's), and puts it back through
// the same star at its end. A failure leaves it moved, but Playwright replaces a worker after a failed test, and
// the new worker starts on a fresh copy of the database.
test('the starred file becomes the one chosen at the next sign-in, and the star can be moved back', async ({
  browser,
  shell,
  signIn,
}) => {
  const AGR001 = 'EARL des Quatre Vents';
  const VIT002 = 'Champagne Morel Père et Fils';
  await signIn('proprietaire@demo.fr');
  const mine = await shell.dossierGroup('Mes dossiers');
  const star = (name: string) => mine.getByRole('button', { name: `Dossier favori : ${name}` });
  // The star moves at once (optimistic answer): wait for the gateway's own answer before judging.
  async function starAndWait(name: string): Promise<void> {
    const answered = shell.page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SetFavoriteDossier'),
    );
    await star(name).click();
    await answered;
  }

  await starAndWait(VIT002);
  await expect(star(VIT002)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(AGR001)).toHaveAttribute('aria-pressed', 'false');

  // Another browser, with no file remembered in its storage, opens on the new favourite.
  const context = await browser.newContext();
  const elsewhere = await context.newPage();
  await elsewhere.goto('/app');
  await submitSignIn(elsewhere, 'proprietaire@demo.fr', DEMO_PASSWORD);
  const elsewhereShell = new Shell(elsewhere);
  await expect(elsewhereShell.dossierSelector).toHaveAccessibleName(elsewhereShell.selectorName(VIT002));
  await context.close();

  await starAndWait(AGR001);
  await expect(star(AGR001)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(VIT002)).toHaveAttribute('aria-pressed', 'false');
  await expect(shell.page.getByText("Une erreur interne s'est produite")).toHaveCount(0);
});

test('ten failures within a minute throttle the sign-in', async ({ page }) => {
  // A login and a client address of its own (the test gateways trust X-Forwarded-For), so that no other test
  // shares either count.
  const login = 'inconnu@demo.fr';
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.7' });
  const message = page.getByRole('alert');
  await page.goto('/app');

  async function attempt(n: number): Promise<void> {
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SignIn'),
    );
    await submitSignIn(page, login, `mauvais-${n}`);
    await answered;
  }

  for (let n = 1; n <= 10; n += 1) {
    await attempt(n);
    await expect(message).toHaveText(WRONG_CREDENTIALS);
  }
  await attempt(11);
  await expect(message).toHaveText(TOO_MANY_ATTEMPTS);
  await expect(page).toHaveURL(/\/app$/);
});
