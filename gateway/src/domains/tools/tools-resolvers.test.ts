import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRightsWith,
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

const tool = (slug: string, categorie: string | null = null, favorite = false) => ({
  name: slug,
  slug,
  link: `/outils/${slug}`,
  linkOpenNewTab: false,
  favorite,
  categorie,
});

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes['GET /api/droits'] = ownerRightsWith(['tool_duer']);
  legacy.routes['GET /api/tools/AGR001'] = () => ({
    body: [
      tool('raccourcis', null, true),
      tool('simulateurs'),
      tool('simulateur-emprunt', 'simulateurs'),
      tool('duer'),
    ],
  });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

interface ToolsAnswer {
  data?: {
    dossier?: {
      tools?: { id: string; slug: string; favorite: boolean }[] | null;
      toolCategory?: { name: string } | null;
    } | null;
    setToolFavorite?: unknown;
  } | null;
  errors?: { extensions?: { code?: string } }[];
}

const ask = async (query: string, variables?: Record<string, unknown>) => {
  const { response } = await postGraphQL(gateway.app, { query, variables }, { cookie: SESSION });
  return response.json<ToolsAnswer>();
};

const slugsOf = (answer: ToolsAnswer) => answer.data?.dossier?.tools?.map((t) => t.slug);

describe('tools of a file', () => {
  it('lists the tools page’s tools with the viewer’s stars, the risk tool to an owner holding tool_duer', async () => {
    const answer = await ask('query { dossier(codeDossier: "AGR001") { tools { id slug favorite } } }');
    expect(answer.data?.dossier?.tools).toEqual([
      { id: 'AGR001:raccourcis', slug: 'raccourcis', favorite: true },
      { id: 'AGR001:simulateurs', slug: 'simulateurs', favorite: false },
      { id: 'AGR001:duer', slug: 'duer', favorite: false },
    ]);
  });

  it('leaves the risk tool out without tool_duer, and on an entity other than 0001, 0003 or 0015', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith([]);
    expect(slugsOf(await ask('query { dossier(codeDossier: "AGR001") { tools { slug } } }'))).toEqual([
      'raccourcis',
      'simulateurs',
    ]);
    legacy.routes['GET /api/droits'] = ownerRightsWith(['tool_duer']);
    const dossiers = ownerRoutes()['GET /api/user/dossiers']!;
    legacy.routes['GET /api/user/dossiers'] = async (call) => {
      const answer = await dossiers(call);
      return { body: (answer.body as object[]).map((d) => ({ ...d, codeEntite: '0016' })) };
    };
    try {
      expect(slugsOf(await ask('query { dossier(codeDossier: "AGR001") { tools { slug } } }'))).not.toContain(
        'duer',
      );
    } finally {
      legacy.routes['GET /api/user/dossiers'] = dossiers;
    }
  });

  it('lists a category’s tools under its title, from the one legacy call', async () => {
    const answer = await ask(
      'query { dossier(codeDossier: "AGR001") { toolCategory(slug: "simulateurs") { name } tools(categorie: "simulateurs") { slug } } }',
    );
    expect(answer.data?.dossier?.toolCategory).toEqual({ name: 'simulateurs' });
    expect(slugsOf(answer)).toEqual(['simulateur-emprunt']);
    expect(legacy.calls.filter((c) => c.path === '/api/tools/AGR001')).toHaveLength(1);
  });

  it('knows no category under a tool nothing is listed under', async () => {
    const answer = await ask(
      'query { dossier(codeDossier: "AGR001") { toolCategory(slug: "duer") { name } } }',
    );
    expect(answer.data?.dossier?.toolCategory).toBeNull();
  });
});

const SET_FAVORITE =
  'mutation ($input: SetToolFavoriteInput!) { setToolFavorite(input: $input) { tool { id favorite } errors { message } } }';

describe('starring a tool', () => {
  it('stars it through the legacy and answers it starred', async () => {
    legacy.routes['POST /api/tools/favorite/add'] = () => ({ body: { status: 'OK' } });
    const answer = await ask(SET_FAVORITE, { input: { id: 'AGR001:simulateurs', favorite: true } });
    expect(answer.data?.setToolFavorite).toEqual({
      tool: { id: 'AGR001:simulateurs', favorite: true },
      errors: [],
    });
    const sent = legacy.calls.find((c) => c.path === '/api/tools/favorite/add');
    expect(JSON.parse(sent!.body)).toEqual({ slug: 'simulateurs' });
  });

  it('refuses a tool the viewer is not offered before any change', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith([]);
    const answer = await ask(SET_FAVORITE, { input: { id: 'AGR001:duer', favorite: true } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(legacy.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
