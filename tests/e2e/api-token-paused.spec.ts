import {
  API_TOKEN_CONFIRMED,
  API_TOKEN_CREATED,
  API_TOKEN_PAUSED,
  API_TOKEN_PAUSED_LABEL,
  API_TOKEN_SESSION_ENDED_NOTICE,
  API_TOKEN_SESSION_RENEWED,
} from '@portal/schema/rules/api-tokens';
import type { APIRequestContext } from '@playwright/test';
import { lastCodeTo } from '../testkit/public-area.ts';
import {
  AFTER_PASSWORD_CHANGE,
  DEMO_PASSWORD,
  expect,
  submitSignIn,
  test,
  type DemoLogin,
} from './fixtures.ts';

// Issue 42, item 6 (docs/decisions/010 and 012): a password change in the portal pauses the person's tokens and
// ends their session; 'Accès API' asks the owner to confirm each token and to renew the session with the new
// password. Each viewport is its own person: the shared-access users acces.telephone and
// acces.bureau, whose password no other test changes; the test puts DEMO_PASSWORD back through the legacy's reset
// at its end, so that my-access.spec.ts signs in as before on the same worker.

const FILES = '{ viewer { login dossiers { codeDossier } } }';
const NEW_PASSWORD = 'Jeton-Suspendu-2026';

/** A script's request with the token alone; its status and answer. */
async function asScript(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, cookie: '' },
    data: { query: FILES },
  });
  return {
    status: response.status(),
    body: (await response.json()) as {
      data?: { viewer: { login: string; dossiers: { codeDossier: string }[] } };
      errors?: { message: string; extensions: { code: string } }[];
    },
  };
}

/** Puts the demo password back as a person does from the mailed link, at the legacy itself. */
async function resetToDemoPassword(
  legacy: APIRequestContext,
  legacyUrl: string,
  login: string,
  codeDossier: string,
) {
  await legacy.post('/api/auth/pwdforgot', { data: { username: login } });
  const [mail] = (await (await legacy.get(`/__outbox?recipient=${encodeURIComponent(login)}`)).json()) as {
    link: string;
  }[];
  const uid = new URL(mail!.link, legacyUrl).searchParams.get('uid');
  const reset = await legacy.post('/api/auth/dopwdforgotupdate', {
    data: { pwd: DEMO_PASSWORD, uid, codedossier: codeDossier },
  });
  expect(reset.status()).toBe(200);
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844, login: 'acces.telephone@demo.fr' as DemoLogin },
  { name: 'a desktop', width: 1366, height: 800, login: 'acces.bureau@demo.fr' as DemoLogin },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a password change pauses a token; Accès API shows it paused, its owner confirms it, renews the session, and the script works again', async ({
      page,
      signIn,
      stack,
      playwright,
    }) => {
      const name = `Suspendu ${viewport.width}`;
      await signIn(viewport.login, '/mon-compte/acces-api');
      await page.getByLabel('Nom du jeton').fill(name);
      await page.getByLabel('Votre mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Créer le jeton' }).click();
      await expect(page.getByText(API_TOKEN_CREATED)).toBeVisible();
      const token = (await page.getByTestId('nouveau-jeton').textContent()) ?? '';
      // A script of its own: no cookie of the page's.
      const script = await playwright.request.newContext({ baseURL: stack.url });
      const before = await asScript(script, token);
      expect(before.status).toBe(200);

      await page.goto('/mon-compte/mot-de-passe');
      await expect(page.getByRole('status')).toHaveText(
        'Un code de confirmation vous a été envoyé par mail.',
      );
      await page.getByLabel('Code de confirmation').fill(await lastCodeTo(stack.legacyUrl, viewport.login));
      await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
      await page.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
      await expect(page.getByRole('status')).toContainText('Le mot de passe a bien été changé');

      const paused = await asScript(script, token);
      expect(paused.status).toBe(401);
      expect(paused.body.errors).toEqual([
        { message: API_TOKEN_PAUSED, extensions: { code: 'TOKEN_PAUSED' } },
      ]);

      await expect(page).toHaveURL(/\/app$/, AFTER_PASSWORD_CHANGE);
      await submitSignIn(page, viewport.login, NEW_PASSWORD);
      await expect(page).not.toHaveURL(/\/app$/);
      await page.goto('/mon-compte/acces-api');
      const row = page
        .getByRole('list', { name: 'Mes jetons' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(row).toContainText(API_TOKEN_PAUSED_LABEL);
      await row.getByRole('button', { name: `Confirmer ${name}` }).click();
      await expect(page.getByText(API_TOKEN_CONFIRMED)).toBeVisible();
      await expect(row).not.toContainText(API_TOKEN_PAUSED_LABEL);
      await expect(row.getByRole('button', { name: `Confirmer ${name}` })).toHaveCount(0);
      const renewal = page.getByRole('region', { name: 'Session des jetons' });
      await expect(renewal).toContainText(API_TOKEN_SESSION_ENDED_NOTICE);
      await renewal.getByLabel('Votre mot de passe', { exact: true }).fill(NEW_PASSWORD);
      await renewal.getByRole('button', { name: 'Renouveler la session' }).click();
      await expect(page.getByText(API_TOKEN_SESSION_RENEWED)).toBeVisible();
      await expect(renewal).toHaveCount(0);

      const confirmed = await asScript(script, token);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toEqual(before.body.data);

      const legacy = await playwright.request.newContext({ baseURL: stack.legacyUrl });
      await resetToDemoPassword(
        legacy,
        stack.legacyUrl,
        viewport.login,
        before.body.data!.viewer.dossiers[0]!.codeDossier,
      );
      await script.dispose();
      await legacy.dispose();
    });
  });
}
