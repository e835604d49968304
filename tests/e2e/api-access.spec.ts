import { API_TOKEN_CREATED, API_TOKEN_REFUSED, API_TOKEN_REVOKED } from '@portal/schema/rules/api-tokens';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../support/emulator.ts';
import { DEMO_PASSWORD, expect, test, type DemoLogin } from './fixtures.ts';

// 'Accès API' (issue 22): a token is created, shown once, used by a script (the curl recipe of docs/api/, run as
// its reader runs it: no cookie, no CSRF header), then revoked, and the script's next call is refused. Each
// viewport is its own person and token.

const run = promisify(execFile);

/** The curl recipe with the token, as a person runs it from a terminal; its exit code and what it printed. */
async function asScript(baseURL: string, token: string) {
  const recipe = path.join(repoRoot, 'docs/api/recipes/portfolio-page.sh');
  const options = { env: { ...process.env, PORTAIL_URL: baseURL.replace(/\/$/, ''), PORTAIL_TOKEN: token } };
  const { code, stdout } = await run('sh', [recipe], options).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  );
  return { code, body: JSON.parse(stdout) as Record<string, unknown> };
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844, login: 'collaborateur' as DemoLogin },
  { name: 'a desktop', width: 1366, height: 800, login: 'proprietaire@demo.fr' as DemoLogin },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a token is created in Accès API, shown once, used by a script, then revoked and refused', async ({
      page,
      signIn,
      baseURL,
    }) => {
      const name = `Export ${viewport.width}`;
      await signIn(viewport.login, '/mon-compte');
      await page.getByRole('link', { name: /Accès API/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Accès API' })).toBeVisible();

      await page.getByRole('button', { name: 'Créer le jeton' }).click();
      await expect(page.getByText('Donnez un nom au jeton.')).toBeVisible();
      await page.getByLabel('Nom du jeton').fill(name);
      await page.getByLabel('Votre mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Créer le jeton' }).click();
      await expect(page.getByText(API_TOKEN_CREATED)).toBeVisible();
      const token = (await page.getByTestId('nouveau-jeton').textContent()) ?? '';
      expect(token).toMatch(/^pcat_/);
      const row = page
        .getByRole('list', { name: 'Mes jetons' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(row).toContainText('Lecture seule');
      await expect(row).toContainText('Dernière utilisation : jamais');

      const used = await asScript(baseURL!, token);
      expect(used.code).toBe(0);
      expect(used.body).toMatchObject({ data: { viewer: { login: viewport.login } } });

      // Shown once: another visit lists the token without its text.
      await page.reload();
      await expect(row).toBeVisible();
      await expect(page.getByTestId('nouveau-jeton')).toHaveCount(0);
      await expect(page.getByText(token)).toHaveCount(0);
      await expect(row).not.toContainText('jamais');

      await row.getByRole('button', { name: `Révoquer ${name}` }).click();
      await page.getByRole('button', { name: 'Oui, révoquer' }).click();
      await expect(page.getByText(API_TOKEN_REVOKED)).toBeVisible();
      await expect(row).toHaveCount(0);

      const refused = await asScript(baseURL!, token);
      // curl's --fail-with-body: exit 22 on the 401, the gateway's French message printed.
      expect(refused.code).toBe(22);
      expect(refused.body).toEqual({
        errors: [{ message: API_TOKEN_REFUSED, extensions: { code: 'UNAUTHENTICATED' } }],
      });
    });
  });
}
