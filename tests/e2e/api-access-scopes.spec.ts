import {
  API_AREA_LABELS,
  API_AREAS,
  API_TOKEN_CREATED,
  API_TOKEN_FILE_NOT_NAMED,
  apiTokenOutOfArea,
} from '@portal/schema/rules/api-tokens';
import { DEMO_PASSWORD, expect, test, type DemoLogin } from './fixtures.ts';

// Issue 46, item 4: a token given one area (key figures, read) and one file in 'Accès API'; a script holding it
// reads that, and is refused another area and another file. Each viewport is its own person and token.

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** What a script sends: the token alone, no cookie, no CSRF header. */
async function asScript(baseURL: string, token: string, query: string): Promise<Answer> {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as Answer;
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844, login: 'collaborateur' as DemoLogin },
  { name: 'a desktop', width: 1366, height: 800, login: 'proprietaire@demo.fr' as DemoLogin },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a token limited to an area and a file is made in Accès API, and a script is refused outside them', async ({
      page,
      signIn,
      baseURL,
    }) => {
      const name = `Chiffres ${viewport.width}`;
      await signIn(viewport.login, '/mon-compte/acces-api');
      await expect(page.getByRole('heading', { level: 1, name: 'Accès API' })).toBeVisible();

      await page.getByLabel('Nom du jeton').fill(name);
      const areas = page.getByRole('group', { name: 'Domaines auxquels le jeton a accès' });
      for (const area of API_AREAS)
        await areas.getByLabel(API_AREA_LABELS[area]).selectOption(area === 'KEY_FIGURES' ? 'READ' : 'NONE');
      await page.getByLabel('Limiter à certains dossiers').check();
      const files = page.getByRole('group', { name: 'Dossiers auxquels le jeton a accès' });
      const [first, second] = await files.getByRole('checkbox').all();
      const code = (await first!.getAttribute('value')) ?? '';
      const other = (await second!.getAttribute('value')) ?? '';
      await first!.check();
      await page.getByLabel('Votre mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Créer le jeton' }).click();
      await expect(page.getByText(API_TOKEN_CREATED)).toBeVisible();
      const token = (await page.getByTestId('nouveau-jeton').textContent()) ?? '';

      const row = page
        .getByRole('list', { name: 'Mes jetons' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(row).toContainText('Chiffres clés (lecture)');
      await expect(row).toContainText(`Dossiers : ${code}`);

      const listed = await asScript(baseURL!, token, '{ viewer { dossiers { codeDossier } } }');
      expect(listed.data).toEqual({ viewer: { dossiers: [{ codeDossier: code }] } });
      const within = await asScript(baseURL!, token, `{ dossier(codeDossier: "${code}") { codeDossier } }`);
      expect(within.data).toEqual({ dossier: { codeDossier: code } });

      const area = await asScript(baseURL!, token, `{ dossier(codeDossier: "${code}") { duers { id } } }`);
      expect(area.errors).toMatchObject([
        { message: apiTokenOutOfArea('DUER'), extensions: { code: 'TOKEN_SCOPE' } },
      ]);
      const file = await asScript(baseURL!, token, `{ dossier(codeDossier: "${other}") { codeDossier } }`);
      expect(file.errors).toMatchObject([
        { message: API_TOKEN_FILE_NOT_NAMED, extensions: { code: 'TOKEN_SCOPE' } },
      ]);
    });
  });
}
