import { monthlyYears } from '@portal/schema/rules/figures';
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

const FIGURES = ['page_chiffres', 'non_cder_particulier'];
const stat = (slug: string, favorite = false) => ({
  _id: `id-${slug}`,
  name: slug,
  slug,
  favorite,
  display: 'line',
});
const year = (dateDebut: string, clos: boolean, endettementAGRI: number | null) => ({
  dateDebut,
  dateFin: `${Number(dateDebut.slice(0, 4)) + 1}-06-30`,
  clos,
  typeDossier: 'AGRI',
  timestamp: `${dateDebut.slice(0, 4)}-11-18T05:00:00.000Z`,
  recettes: Array(12).fill(100),
  depenses: Array(12).fill(50),
  endettementAGRI,
  endettementBIC: null,
  investissementAGRI: 800,
  investissementBIC: null,
  capaciteRemboursement: 35.5,
});

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes['GET /api/droits'] = ownerRightsWith(FIGURES);
  legacy.routes['GET /api/chiffres'] = () => ({
    body: [stat('recettes', true), stat('depenses'), stat('endettement')],
  });
  legacy.routes['GET /api/chiffres/compta/AGR001'] = () => ({
    body: [year('2024-07-01', true, 2700), year('2025-07-01', false, 2900)],
  });
  for (const y of monthlyYears(new Date().getUTCFullYear()))
    legacy.routes[`GET /api/chiffres/comptaCivil/${y}/AGR001`] = () => ({
      body: Array.from({ length: 12 }, (_, m) => ({
        timestamp: `${y}-${String(m + 1).padStart(2, '0')}-01T00:00:00.000Z`,
        recettes: y * 10 + m,
        depenses: null,
        recettesCumul: null,
        depensesCumul: null,
      })),
    });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

/** The parts of the gateway's answers these tests read. */
interface FiguresAnswer {
  data?: {
    dossier?: { stat?: { unit: string; closedYears: unknown[]; months: unknown[] } | null } | null;
    setStatFavorite?: unknown;
  } | null;
  errors?: { extensions?: { code?: string } }[];
}

const ask = async (query: string, variables?: Record<string, unknown>) => {
  const { response } = await postGraphQL(gateway.app, { query, variables }, { cookie: SESSION });
  return { json: () => response.json<FiguresAnswer>() };
};

describe('figures of a file', () => {
  it('lists the figures with the viewer’s stars and reads an agricultural file’s indebtedness per hectare', async () => {
    const { json } = await ask(`query { dossier(codeDossier: "AGR001") {
      opensFigures
      stats { id slug favorite monthly }
      stat(slug: "endettement") { unit decimals updatedAt exerciceStartMonth closedYears { dateFin value } months { month } }
    } }`);
    expect(json().data?.dossier).toEqual({
      opensFigures: true,
      stats: [
        { id: 'AGR001:recettes', slug: 'recettes', favorite: true, monthly: true },
        { id: 'AGR001:depenses', slug: 'depenses', favorite: false, monthly: true },
        { id: 'AGR001:endettement', slug: 'endettement', favorite: false, monthly: false },
      ],
      stat: {
        unit: 'EURO_PER_HECTARE',
        decimals: 0,
        updatedAt: '2025-11-18T05:00:00.000Z',
        exerciceStartMonth: 7,
        closedYears: [{ dateFin: '2025-06-30', value: 2700 }],
        months: [],
      },
    });
  });

  it('gives a monthly figure four calendar years of months, each legacy address asked once', async () => {
    const { json } = await ask(`query { dossier(codeDossier: "AGR001") {
      stat(slug: "recettes") { unit closedYears { value } months { year month recettes depenses } }
    } }`);
    const recettes = json().data?.dossier?.stat;
    expect(recettes?.unit).toBe('EURO');
    expect(recettes?.closedYears).toEqual([]);
    expect(recettes?.months).toHaveLength(48);
    const first = monthlyYears(new Date().getUTCFullYear())[0]!;
    expect(recettes?.months[0]).toEqual({ year: first, month: 1, recettes: first * 10, depenses: null });
    const paths = legacy.calls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists no figures when a company’s file lacks non_cder_particulier', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith(['page_chiffres']);
    const { json } = await ask('query { dossier(codeDossier: "AGR001") { opensFigures stats { slug } } }');
    expect(json().data?.dossier).toEqual({ opensFigures: false, stats: [] });
  });

  it('refuses a figure’s detail when the file does not open the figures pages', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith([]);
    const { json } = await ask(
      'query { dossier(codeDossier: "AGR001") { stat(slug: "recettes") { slug } } }',
    );
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const SET_FAVORITE =
  'mutation ($input: SetStatFavoriteInput!) { setStatFavorite(input: $input) { stat { id favorite } errors { message } } }';

describe('starring a figure', () => {
  it('stars it through the legacy and answers it starred', async () => {
    legacy.routes['POST /api/chiffres/favorite/add'] = () => ({ body: { status: 'OK' } });
    const { json } = await ask(SET_FAVORITE, { input: { id: 'AGR001:endettement', favorite: true } });
    expect(json().data?.setStatFavorite).toEqual({
      stat: { id: 'AGR001:endettement', favorite: true },
      errors: [],
    });
    const sent = legacy.calls.find((c) => c.path === '/api/chiffres/favorite/add');
    expect(JSON.parse(sent!.body)).toEqual({ slug: 'endettement' });
  });

  it('refuses a file that does not open the figures pages before any change', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith(['page_chiffres']);
    const { json } = await ask(SET_FAVORITE, { input: { id: 'AGR001:recettes', favorite: false } });
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(legacy.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('passes on the legacy’s displayable refusal in French', async () => {
    legacy.routes['POST /api/chiffres/favorite/remove'] = () => ({
      status: 400,
      body: { message: 'Ce chiffre est inconnu.', affichable: true },
    });
    const { json } = await ask(SET_FAVORITE, { input: { id: 'AGR001:recettes', favorite: false } });
    expect(json().data?.setStatFavorite).toEqual({
      stat: null,
      errors: [{ message: 'Ce chiffre est inconnu.' }],
    });
  });
});
