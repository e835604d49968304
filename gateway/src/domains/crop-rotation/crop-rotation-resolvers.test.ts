import {
  CULTURE_REQUIRED,
  DEFINITIVE_YEAR,
  DELETE_FAILED,
  MISSING_PARAMETER,
  RENDEMENT_INVALID,
  SURFACE_REQUIRED,
} from '@portal/schema/rules/crop-rotation';
import {
  TELEPAC_NO_PARCEL,
  TELEPAC_NOT_XML,
  TELEPAC_NOT_XML_FILE,
  TELEPAC_TOO_LARGE,
} from '@portal/schema/rules/telepac';
import { beforeEach, describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack, withoutCost } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const BLE = {
  idtCultureTypeTRAME: 1015,
  intitule: "Blé tendre d'hiver",
  rendementMax: 12,
  estIntituleModifiable: false,
};
const line = (id: number, surface: number, definitif = 0) => ({
  id,
  culture: BLE,
  surface,
  rendement: 8.5,
  libellePerso: null,
  estDerobee: false,
  assolement: { estAssolementDefinitif: definitif },
  commune: null,
});
const year = (lines: ReturnType<typeof line>[]) => () => ({
  body: { data: { dossier: { millesime: 2026, codeDossier: 'AGR001', commune: null }, cultures: lines } },
});

beforeEach(() => {
  stack.legacy.routes['GET /api/droits'] = () => ({
    body: {
      userId: 'proprietaire@demo.fr',
      typeUtilisateur: 'client',
      mesDroits: { utilisateur: [], dossiers: [{ codeDossier: 'AGR001', modules: ['tool_echanges'] }] },
      fonctionsUtilisateur: [],
    },
  });
  stack.legacy.routes['GET /api/assolement/cultures'] = () => ({ body: { data: [BLE] } });
  stack.legacy.routes['GET /api/assolement/AGR001/2026'] = year([line(7, 12.3), line(8, 0.2)]);
});

const send = (query: string, variables: Record<string, unknown> = {}) =>
  postGraphQL(stack.gateway.app, { query, variables }, { cookie: SESSION });
const legacyChanges = () => stack.legacy.calls.filter((c) => c.method !== 'GET');

const ADD = `mutation ($input: AddAssolementCultureInput!) {
  addAssolementCulture(input: $input) { assolement { surfaceTotale } errors { field message } }
}`;

describe('a file’s crop rotation', () => {
  it('answers the year with its lines’ ids, its exact total and whether it may change', async () => {
    const { json } = await send(`{ dossier(codeDossier: "AGR001") {
      assolement(millesime: 2026) { id surfaceTotale editable estAssolementDefinitif cultures { id legacyId } }
    } }`);
    expect(json().data).toEqual({
      dossier: {
        assolement: {
          id: 'AGR001:2026',
          surfaceTotale: 12.5,
          editable: true,
          estAssolementDefinitif: false,
          cultures: [
            { id: 'AGR001:2026-7', legacyId: '7' },
            { id: 'AGR001:2026-8', legacyId: '8' },
          ],
        },
      },
    });
  });

  it('refuses the crop rotation of a file without tool_echanges before asking the legacy', async () => {
    stack.legacy.routes['GET /api/droits'] = () => ({
      body: {
        userId: 'proprietaire@demo.fr',
        typeUtilisateur: 'client',
        mesDroits: { utilisateur: [], dossiers: [{ codeDossier: 'AGR001', modules: ['page_rdv'] }] },
        fonctionsUtilisateur: [],
      },
    });
    const { json } = await send(`{ dossier(codeDossier: "AGR001") { assolement(millesime: 2026) { id } } }`);
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.legacy.calls.some((c) => c.path.startsWith('/api/assolement/AGR001'))).toBe(false);
  });
});

describe('changing a crop line', () => {
  it.each([
    [
      'no culture nor surface',
      { culture: null, surface: null },
      [
        ['input.culture', CULTURE_REQUIRED],
        ['input.surface', SURFACE_REQUIRED],
      ],
    ],
    [
      'a yield above the culture’s ceiling',
      { culture: 1015, surface: 3, rendement: 12.5 },
      [['input.rendement', RENDEMENT_INVALID]],
    ],
  ])('answers %s with the spec’s messages and sends nothing', async (_name, fields, expected) => {
    const { json } = await send(ADD, {
      input: { assolementId: 'AGR001:2026', estDerobee: false, ...fields },
    });
    const { errors } = json().data?.addAssolementCulture as { errors: { field: string; message: string }[] };
    expect(errors.map((e) => [e.field, e.message])).toEqual(expected);
    expect(legacyChanges()).toEqual([]);
  });

  it('sends a valid line and answers the year as it became', async () => {
    stack.legacy.routes['POST /api/assolement'] = () => ({ body: { data: line(9, 3) } });
    const { json } = await send(ADD, {
      input: { assolementId: 'AGR001:2026', culture: 1015, surface: 3, rendement: 9, estDerobee: false },
    });
    expect(json().data?.addAssolementCulture).toEqual({ assolement: { surfaceTotale: 12.5 }, errors: [] });
    expect(JSON.parse(legacyChanges()[0]!.body)).toEqual({
      codeDossier: 'AGR001',
      millesime: 2026,
      culture: 1015,
      libellePerso: null,
      surface: 3,
      rendement: 9,
      estDerobee: false,
    });
  });

  it('answers the legacy’s refusal of a definitive year as the payload’s error', async () => {
    stack.legacy.routes['DELETE /api/assolement/AGR001/2026'] = () => ({
      status: 400,
      body: { message: DEFINITIVE_YEAR, affichable: true },
    });
    const { json } = await send(
      `mutation { emptyAssolement(id: "AGR001:2026") { assolement { id } errors { message } } }`,
    );
    expect(json().data?.emptyAssolement).toEqual({
      assolement: null,
      errors: [{ message: DEFINITIVE_YEAR }],
    });
  });

  it('reports a removal the legacy did not make (affectedRows 0) as the spec’s failure', async () => {
    stack.legacy.routes['DELETE /api/assolement/AGR001/2026/7'] = () => ({
      body: { data: { affectedRows: 0 } },
    });
    const { json } = await send(
      `mutation { deleteAssolementCulture(id: "AGR001:2026-7") { errors { message } } }`,
    );
    expect(json().data?.deleteAssolementCulture).toEqual({ errors: [{ message: DELETE_FAILED }] });
  });

  it('refuses an id that names no line', async () => {
    const { json } = await send(
      `mutation { deleteAssolementCulture(id: "AGR001:2026") { errors { message } } }`,
    );
    expect(json().errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('importing a Telepac declaration', () => {
  const IMPORT = `mutation ($content: String!) {
    importTelepacAssolement(input: { assolementId: "AGR001:2026", content: $content }) {
      assolement { surfaceTotale } codesInconnus errors { field message }
    }
  }`;

  it.each([
    ['a file that is not XML', 'Culture;Surface\nBTH;12', TELEPAC_NOT_XML],
    [
      'a declaration without parcels',
      '<producteurs><producteur><rpg><ilot/></rpg></producteur></producteurs>',
      TELEPAC_NO_PARCEL,
    ],
  ])('refuses %s with a French message and sends nothing upstream', async (_name, content, message) => {
    const { json } = await send(IMPORT, { content });
    expect(json().data?.importTelepacAssolement).toEqual({
      assolement: null,
      codesInconnus: [],
      errors: [{ field: 'input.content', message }],
    });
    expect(stack.legacy.calls.filter((c) => c.path.startsWith('/api/assolement'))).toEqual([]);
  });

  it('answers the imported year and the codes the legacy could not map', async () => {
    stack.legacy.routes['POST /api/assolement/assolementTelepac'] = () => ({
      body: { data: { cultures: [line(3, 20.1)], codesInconnus: ['ZZZ'] } },
    });
    const content =
      '<producteurs><producteur><rpg><ilot><parcelles><parcelle><descriptif-parcelle><culture-principale><code-culture>BTH</code-culture></culture-principale></descriptif-parcelle><surface-admissible>2010</surface-admissible></parcelle></parcelles></ilot></rpg></producteur></producteurs>';
    const { json } = await send(IMPORT, { content });
    expect(json().data?.importTelepacAssolement).toEqual({
      assolement: { surfaceTotale: 20.1 },
      codesInconnus: ['ZZZ'],
      errors: [],
    });
    expect(JSON.parse(legacyChanges()[0]!.body)).toEqual({
      assolementDossier: { year: 2026, codeDossier: 'AGR001' },
      content,
    });
  });
});

describe('importing a large Telepac declaration file', () => {
  const IMPORT = `mutation ($input: ImportTelepacAssolementInput!) {
    importTelepacAssolement(input: $input) { assolement { surfaceTotale } codesInconnus errors { field message } }
  }`;

  /** A farm's export with its parcels' outlines, in ISO-8859-1: each parcel 1 ha of blé tendre. */
  function bigDeclaration(parcelles: number): Buffer {
    const outline = Array.from({ length: 120 }, (_, i) => `${771000 + i * 3.25},${6901000 + i * 1.75}`).join(
      ' ',
    );
    const parcel = (n: number) =>
      `<parcelle><descriptif-parcelle numero-parcelle="${n}"><culture-principale><code-culture>BTH</code-culture></culture-principale><commentaire>Pièce de l'Église</commentaire></descriptif-parcelle><geometrie><coordinates>${outline}</coordinates></geometrie><surface-admissible unite="ha">1</surface-admissible></parcelle>`;
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><producteurs xmlns="urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur"><producteur><rpg><ilot><parcelles>${Array.from({ length: parcelles }, (_, i) => parcel(i + 1)).join('')}</parcelles></ilot></rpg></producteur></producteurs>`;
    return Buffer.from(xml, 'latin1');
  }

  /** The import as the web app sends it: a GraphQL multipart request with the declaration as its file. */
  function upload(name: string, content: Buffer) {
    const boundary = 'essai-telepac';
    const operations = { query: IMPORT, variables: { input: { assolementId: 'AGR001:2026', file: null } } };
    const head = (disposition: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        `${head('name="operations"')}\r\n${JSON.stringify(operations)}\r\n` +
          `${head('name="map"')}\r\n${JSON.stringify({ 0: ['variables.input.file'] })}\r\n` +
          `${head(`name="0"; filename="${name}"`)}Content-Type: text/xml\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-graphql-yoga-csrf': '1',
        cookie: SESSION,
      },
      payload,
    });
  }

  const declaration = bigDeclaration(1600);

  it('is over what a JSON request body may hold', async () => {
    expect(declaration.length).toBeGreaterThan(3 * 1024 * 1024);
    const { response } = await send(IMPORT, {
      input: { assolementId: 'AGR001:2026', content: declaration.toString('latin1') },
    });
    expect(response.statusCode).toBe(413);
  });

  it('imports as an uploaded file, decoded from Latin-1 before it goes to the legacy', async () => {
    stack.legacy.routes['POST /api/assolement/assolementTelepac'] = () => ({
      body: { data: { cultures: [line(3, 1600)], codesInconnus: [] } },
    });
    const response = await upload('declaration-pac.xml', declaration);
    expect(withoutCost(response.json())).toEqual({
      data: {
        importTelepacAssolement: { assolement: { surfaceTotale: 1600 }, codesInconnus: [], errors: [] },
      },
    });
    const sent = JSON.parse(legacyChanges()[0]!.body) as { content: string };
    expect(sent.content).toBe(declaration.toString('latin1'));
    expect(sent.content).toContain("Pièce de l'Église");
  });

  it.each([
    ['a file that is not .xml', 'declaration.csv', declaration, TELEPAC_NOT_XML_FILE],
    ['a file over 10 MB', 'declaration.xml', bigDeclaration(5000), TELEPAC_TOO_LARGE],
  ])('refuses %s in French and sends nothing upstream', async (_name, fileName, content, message) => {
    const response = await upload(fileName, content);
    expect(withoutCost(response.json())).toEqual({
      data: {
        importTelepacAssolement: {
          assolement: null,
          codesInconnus: [],
          errors: [{ field: 'input.file', message }],
        },
      },
    });
    expect(legacyChanges()).toEqual([]);
  });

  it("answers 'Paramètre manquant' without a file or a text, and sends nothing upstream", async () => {
    const { json } = await send(IMPORT, { input: { assolementId: 'AGR001:2026' } });
    expect(json().data?.importTelepacAssolement).toEqual({
      assolement: null,
      codesInconnus: [],
      errors: [{ field: 'input.content', message: MISSING_PARAMETER }],
    });
    expect(legacyChanges()).toEqual([]);
  });
});

describe('the rotation check (BCAE 7)', () => {
  const COLZA = { ...BLE, idtCultureTypeTRAME: 1040, intitule: "Colza d'hiver" };
  const lineOf = (id: number, culture: typeof BLE, surface: number) => ({ ...line(id, surface), culture });
  const ROTATION = `{ dossier(codeDossier: "AGR001") { assolement(millesime: 2026) { rotation {
    arableSurface changedShare meetsAnnualCriterion exemptSmallFarm repeatedCrops { culture { intitule } surface }
  } } } }`;

  it('reads the three previous years and answers both criteria', async () => {
    stack.legacy.routes['GET /api/assolement/AGR001/2026'] = year([lineOf(1, BLE, 60), lineOf(2, COLZA, 40)]);
    stack.legacy.routes['GET /api/assolement/AGR001/2025'] = year([lineOf(3, BLE, 80), lineOf(4, COLZA, 20)]);
    stack.legacy.routes['GET /api/assolement/AGR001/2024'] = year([lineOf(5, BLE, 50)]);
    stack.legacy.routes['GET /api/assolement/AGR001/2023'] = year([lineOf(6, BLE, 55.5)]);
    const { json } = await send(ROTATION);
    expect(json().data).toEqual({
      dossier: {
        assolement: {
          rotation: {
            arableSurface: 100,
            // 60 ha of blé and 20 of colza may have kept their crop: 20 of 100 ha changed at least.
            changedShare: 0.2,
            meetsAnnualCriterion: false,
            exemptSmallFarm: false,
            repeatedCrops: [{ culture: { intitule: "Blé tendre d'hiver" }, surface: 50 }],
          },
        },
      },
    });
  });

  it('answers null for the rotation alone when a previous year cannot be read', async () => {
    stack.legacy.routes['GET /api/assolement/AGR001/2025'] = () => ({ status: 500, body: {} });
    const { json } = await send(
      `{ dossier(codeDossier: "AGR001") { assolement(millesime: 2026) { surfaceTotale rotation { arableSurface } } } }`,
    );
    expect(json().data).toEqual({ dossier: { assolement: { surfaceTotale: 12.5, rotation: null } } });
    expect(json().errors?.[0]?.path).toEqual(['dossier', 'assolement', 'rotation']);
  });
});
