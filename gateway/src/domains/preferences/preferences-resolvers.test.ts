import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_THEME_UNKNOWN } from '@portal/schema/rules/preferences';
import {
  ownerProfile,
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

const mutation = `mutation($input: SavePreferencesInput!) { savePreferences(input: $input) {
  user { preferences { sendMailWhenNotify } }
  mailThemes { id libelle subscribed }
  errors { field message }
} }`;

/** The mutation's payload in an answer. */
const payloadOf = (json: () => unknown) =>
  (json() as { data: { savePreferences: { errors: unknown[] } } }).data.savePreferences;

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes['GET /api/pelemail/themes'] = () => ({
    body: [
      { id: 1, libelle: 'Actualités fiscales' },
      { id: 4, libelle: 'Viticulture' },
    ],
  });
  legacy.routes['GET /api/pelemail/access'] = () => ({ body: { themes: [4] } });
  legacy.routes['POST /api/user/preferences'] = () => ({ body: { status: 'OK' } });
  legacy.routes['GET /api/user'] = () => ({ body: ownerProfile() });
  legacy.routes['POST /api/pelemail/subscribe'] = () => ({ body: { status: 'OK' } });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

describe('preferences', () => {
  it("answers the mail themes with the person's choice", async () => {
    const { json } = await postGraphQL(
      gateway.app,
      { query: '{ viewer { mailThemes { id libelle subscribed } } }' },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({
      viewer: {
        mailThemes: [
          { id: '1', libelle: 'Actualités fiscales', subscribed: false },
          { id: '4', libelle: 'Viticulture', subscribed: true },
        ],
      },
    });
  });

  it('sends the setting and the themes to the legacy', async () => {
    const { json } = await postGraphQL(
      gateway.app,
      { query: mutation, variables: { input: { sendMailWhenNotify: false, mailThemeIds: ['4', '1', '4'] } } },
      { cookie: SESSION },
    );
    expect(payloadOf(json)).toMatchObject({
      user: { preferences: { sendMailWhenNotify: false } },
      errors: [],
    });
    const sent = (path: string) => legacy.calls.find((c) => c.method === 'POST' && c.path === path)?.body;
    expect(JSON.parse(sent('/api/user/preferences') ?? 'null')).toEqual({ sendMailWhenNotify: false });
    expect(JSON.parse(sent('/api/pelemail/subscribe') ?? 'null')).toEqual({ themes: [4, 1] });
  });

  it('refuses a theme id the legacy cannot have given, before any change reaches it', async () => {
    const { json } = await postGraphQL(
      gateway.app,
      { query: mutation, variables: { input: { sendMailWhenNotify: true, mailThemeIds: ['4', 'tout'] } } },
      { cookie: SESSION },
    );
    expect(payloadOf(json)).toEqual({
      user: null,
      mailThemes: null,
      errors: [{ field: 'input.mailThemeIds', message: MAIL_THEME_UNKNOWN }],
    });
    expect(legacy.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the legacy's refusal of an unknown theme as its message", async () => {
    legacy.routes['POST /api/pelemail/subscribe'] = () => ({
      status: 400,
      body: { message: MAIL_THEME_UNKNOWN, affichable: true },
    });
    const { json } = await postGraphQL(
      gateway.app,
      { query: mutation, variables: { input: { sendMailWhenNotify: true, mailThemeIds: ['99'] } } },
      { cookie: SESSION },
    );
    expect(payloadOf(json).errors).toEqual([{ field: null, message: MAIL_THEME_UNKNOWN }]);
  });
});
