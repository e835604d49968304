import {
  API_TOKEN_CREATED,
  API_TOKEN_PASSWORD_WRONG,
  API_TOKEN_SESSION_ENDED,
  API_TOKEN_SESSION_ENDED_NOTICE,
  API_TOKEN_SESSION_RENEWED,
  NO_API_TOKENS,
} from '@portal/schema/rules/api-tokens';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, type DemoLogin } from './fixtures.ts';

// Issue 46, item 1: 'Accès API' confirms the password at a token's creation, and when the legacy ended the tokens'
// session, renews it in one step; the token's text is unchanged. Each viewport is its own person.

const FILES = '{ viewer { login dossiers { codeDossier } } }';

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

for (const viewport of [
  { name: 'a phone', width: 390, height: 844, login: 'particulier@demo.fr' as DemoLogin },
  { name: 'a desktop', width: 1366, height: 800, login: 'associe@demo.fr' as DemoLogin },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a token is created with the password, and its ended session renewed in one step', async ({
      page,
      signIn,
      stack,
      playwright,
    }) => {
      const name = `Relevé ${viewport.width}`;
      await signIn(viewport.login, '/mon-compte/acces-api');
      await expect(page.getByRole('heading', { level: 1, name: 'Accès API' })).toBeVisible();
      await page.getByLabel('Nom du jeton').fill(name);
      await page.getByLabel('Votre mot de passe', { exact: true }).fill('Pas-Le-Bon-2026!');
      await page.getByRole('button', { name: 'Créer le jeton' }).click();
      await expect(page.getByText(API_TOKEN_PASSWORD_WRONG)).toBeVisible();
      await expect(page.getByText(NO_API_TOKENS)).toBeVisible();

      await page.getByLabel('Votre mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Créer le jeton' }).click();
      await expect(page.getByText(API_TOKEN_CREATED)).toBeVisible();
      const token = (await page.getByTestId('nouveau-jeton').textContent()) ?? '';
      // A script of its own: no cookie of the page's.
      const script = await playwright.request.newContext({ baseURL: stack.url });
      const before = await asScript(script, token);
      expect(before.status).toBe(200);

      // The legacy ends every session of the account at a reset from the mailed link (to the same password here,
      // so the worker's later tests sign in as before): the tokens' session ends with the browser's.
      const legacy = await playwright.request.newContext({ baseURL: stack.legacyUrl });
      await legacy.post('/api/auth/pwdforgot', { data: { username: viewport.login } });
      const [mail] = (await (
        await legacy.get(`/__outbox?recipient=${encodeURIComponent(viewport.login)}`)
      ).json()) as { link: string }[];
      const uid = new URL(mail!.link, stack.legacyUrl).searchParams.get('uid');
      const reset = await legacy.post('/api/auth/dopwdforgotupdate', {
        data: { pwd: DEMO_PASSWORD, uid, codedossier: before.body.data!.viewer.dossiers[0]!.codeDossier },
      });
      expect(reset.status()).toBe(200);
      const ended = await asScript(script, token);
      expect(ended.status).toBe(401);
      expect(ended.body.errors).toEqual([
        { message: API_TOKEN_SESSION_ENDED, extensions: { code: 'TOKEN_SESSION_ENDED' } },
      ]);

      await signIn(viewport.login, '/mon-compte/acces-api');
      const renewal = page.getByRole('region', { name: 'Session des jetons' });
      await expect(renewal).toContainText(API_TOKEN_SESSION_ENDED_NOTICE);
      await renewal.getByLabel('Votre mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await renewal.getByRole('button', { name: 'Renouveler la session' }).click();
      await expect(page.getByText(API_TOKEN_SESSION_RENEWED)).toBeVisible();
      await expect(renewal).toHaveCount(0);
      const after = await asScript(script, token);
      expect(after.status).toBe(200);
      expect(after.body.data).toEqual(before.body.data);
      await script.dispose();
      await legacy.dispose();
    });
  });
}
