import {
  CULTURE_ALREADY_USED,
  DEFINITIVE_YEAR,
  MISSING_PARAMETER,
  RENDEMENT_INVALID,
} from '@portal/schema/rules/crop-rotation';
import { derobeeDeclaration, prefixedLatin1Declaration } from '../../../tests/fixtures/telepac-samples.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp, TEST_NOW } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let staff: string;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
  staff = await signIn(ctx.app, 'collaborateur');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const YEAR = new Date(TEST_NOW).getUTCFullYear();

interface Line {
  id: number;
  culture: { idtCultureTypeTRAME: number; intitule: string };
  surface: number;
  rendement: number | null;
  libellePerso: string | null;
  assolement: { estAssolementDefinitif: number };
}
interface Year {
  data: { dossier: { millesime: number } | null; cultures: Line[] };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, cookie = staff) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(body ? { payload: body } : {}) });
const yearOf = async (code: string, millesime: number, cookie = staff) =>
  (await call('GET', `/api/assolement/${code}/${millesime}`, undefined, cookie)).json<Year>().data;

describe('reading a year', () => {
  it("answers the file's lines in declaration order with their culture and the year's flag", async () => {
    const { dossier, cultures } = await yearOf('AGR001', YEAR - 1, owner);
    expect(dossier).toMatchObject({ millesime: YEAR - 1 });
    expect(cultures.map((l) => [l.culture.intitule, l.surface, l.rendement])).toEqual([
      ['Betterave sucrière', 40.1, 88.4],
      ["Blé tendre d'hiver", 20, 7.9],
      ["Orge d'hiver", 12.4, 7.2],
      ['Pois protéagineux', 10, 4.1],
    ]);
    expect(cultures.every((l) => l.assolement.estAssolementDefinitif === 1)).toBe(true);
  });

  it('answers a year never declared with no dossier and no line', async () => {
    expect(await yearOf('AGR001', YEAR + 1, owner)).toEqual({ dossier: null, cultures: [] });
  });

  it('refuses a file without tool_echanges', async () => {
    expect((await call('GET', `/api/assolement/VIT002/${YEAR}`, undefined, owner)).statusCode).toBe(403);
  });

  it('lists the cultures with their yield ceiling', async () => {
    const { data } = (await call('GET', '/api/assolement/cultures')).json<{
      data: { idtCultureTypeTRAME: number; rendementMax: number | null }[];
    }>();
    expect(data.find((c) => c.idtCultureTypeTRAME === 1015)).toMatchObject({ rendementMax: 12 });
  });
});

describe('changing lines', () => {
  const base = { codeDossier: 'AGR006', millesime: YEAR + 1 };

  it('adds, changes and removes a line, and keeps a libellePerso only where the culture allows it', async () => {
    const added = await call('POST', '/api/assolement', {
      ...base,
      culture: 1015,
      surface: 12.5,
      rendement: 8.1,
      libellePerso: 'ignoré',
    });
    expect(added.statusCode).toBe(200);
    const line = added.json<{ data: Line }>().data;
    expect(line).toMatchObject({ surface: 12.5, rendement: 8.1, libellePerso: null });

    const other = await call('POST', '/api/assolement', {
      ...base,
      culture: 1900,
      surface: 3,
      libellePerso: 'Ail',
    });
    expect(other.json<{ data: Line }>().data.libellePerso).toBe('Ail');

    const changed = await call('PUT', '/api/assolement', {
      ...base,
      idAssolementCulture: line.id,
      culture: 1015,
      surface: 14,
      rendement: null,
    });
    expect(changed.json<{ data: Line }>().data).toMatchObject({ surface: 14, rendement: null });

    const removed = await call('DELETE', `/api/assolement/AGR006/${YEAR + 1}/${line.id}`);
    expect(removed.json()).toEqual({ data: { affectedRows: 1 } });
    expect((await yearOf('AGR006', YEAR + 1)).cultures.map((l) => l.libellePerso)).toEqual(['Ail']);
  });

  it.each([
    ['no surface', { culture: 1020 }, 400, MISSING_PARAMETER],
    ['a yield above the ceiling', { culture: 1020, surface: 2, rendement: 11.5 }, 400, RENDEMENT_INVALID],
    ['a surface of NaN', { culture: 1020, surface: 'x' }, 400, null],
  ])('refuses %s and changes nothing', async (_name, body, status, message) => {
    const before = await yearOf('AGR006', YEAR + 1);
    const answer = await call('POST', '/api/assolement', { ...base, ...body });
    expect(answer.statusCode).toBe(status);
    if (message) expect(answer.json()).toMatchObject({ message, affichable: true });
    expect(await yearOf('AGR006', YEAR + 1)).toEqual(before);
  });

  it('refuses a culture already declared for the year', async () => {
    await call('POST', '/api/assolement', { ...base, culture: 1030, surface: 4 });
    const again = await call('POST', '/api/assolement', { ...base, culture: 1030, surface: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CULTURE_ALREADY_USED });
  });

  it('refuses any change to a definitive year', async () => {
    const answer = await call(
      'POST',
      '/api/assolement',
      { codeDossier: 'AGR001', millesime: YEAR - 1, culture: 1030, surface: 4 },
      owner,
    );
    expect(answer.json()).toMatchObject({ message: DEFINITIVE_YEAR });
    expect((await call('DELETE', `/api/assolement/AGR001/${YEAR - 1}`, undefined, owner)).statusCode).toBe(
      400,
    );
    expect((await yearOf('AGR001', YEAR - 1, owner)).cultures).toHaveLength(4);
  });
});

describe('whole years', () => {
  it("copies the previous year's lines over the year", async () => {
    const answer = await call('POST', '/api/assolement/insertNmoins1', {
      codeDossier: 'AGR012',
      millesime: YEAR,
    });
    expect(answer.statusCode).toBe(200);
    const { cultures } = await yearOf('AGR012', YEAR);
    expect(cultures.map((l) => [l.culture.idtCultureTypeTRAME, l.surface])).toEqual([
      [1021, 31.4],
      [1050, 12.9],
    ]);
  });

  it('answers Paramètre manquant without a year', async () => {
    const answer = await call('POST', '/api/assolement/insertNmoins1', { codeDossier: 'AGR012' });
    expect(answer.json()).toMatchObject({ message: MISSING_PARAMETER });
  });

  it('empties a year and tells how many lines went', async () => {
    const answer = await call('DELETE', `/api/assolement/AGV009/${YEAR - 1}`);
    expect(answer.json()).toEqual({ data: { affectedRows: 1 } });
    expect((await yearOf('AGV009', YEAR - 1)).cultures).toEqual([]);
  });
});

describe('the Telepac import', () => {
  const telepac = (body: object, cookie = staff) =>
    call('POST', '/api/assolement/assolementTelepac', body, cookie);
  const text = (bytes: Uint8Array, encoding: string) => new TextDecoder(encoding).decode(bytes);

  it("replaces the year's lines by the declaration's crops, whose total is the file's", async () => {
    const answer = await telepac({
      assolementDossier: { year: YEAR + 1, codeDossier: 'AGR012' },
      content: text(prefixedLatin1Declaration(), 'latin1'),
    });
    expect(answer.statusCode).toBe(200);
    const { cultures, codesInconnus } = answer.json<{ data: { cultures: Line[]; codesInconnus: string[] } }>()
      .data;
    expect(cultures.map((l) => [l.culture.intitule, l.surface])).toEqual([
      ["Blé tendre d'hiver", 20.1],
      ["Colza d'hiver", 8.3],
      ['Betterave sucrière', 12.12],
    ]);
    expect(codesInconnus).toEqual([]);
  });

  it('imports secondary crops as dérobées and lists the codes it cannot map', async () => {
    const answer = await telepac({
      assolementDossier: { year: YEAR - 2, codeDossier: 'AGR012' },
      content: text(derobeeDeclaration(), 'utf-8'),
    });
    const { cultures, codesInconnus } = answer.json<{
      data: { cultures: (Line & { estDerobee: boolean })[]; codesInconnus: string[] };
    }>().data;
    expect(cultures.map((l) => [l.culture.idtCultureTypeTRAME, l.surface, l.estDerobee])).toEqual([
      [1020, 15.4, false],
      [1160, 15.4, true],
      [1030, 9.25, false],
      [1090, 3.15, false],
    ]);
    expect(codesInconnus).toEqual(['ZZZ']);
  });

  it.each([
    ['no dossier', { content: '<a/>' }],
    ['no content', { assolementDossier: { year: YEAR, codeDossier: 'AGR012' } }],
  ])('answers Paramètre manquant with %s', async (_name, body) => {
    expect((await telepac(body)).json()).toMatchObject({ message: MISSING_PARAMETER, affichable: true });
  });

  it('maps a new code once the staff give its correspondence', async () => {
    const owners = await call(
      'PUT',
      '/api/assolement/cultures/correspondances',
      [{ codeTelepac: 'ZZZ', idtCultureTypeTRAME: 1900 }],
      owner,
    );
    expect(owners.statusCode).toBe(403);
    const set = await call('PUT', '/api/assolement/cultures/correspondances', [
      { codeTelepac: 'ZZZ', idtCultureTypeTRAME: 1900 },
    ]);
    expect(set.statusCode).toBe(200);
    const answer = await telepac({
      assolementDossier: { year: YEAR - 3, codeDossier: 'AGR012' },
      content: text(derobeeDeclaration(), 'utf-8'),
    });
    expect(answer.json<{ data: { codesInconnus: string[] } }>().data.codesInconnus).toEqual([]);
  });
});
