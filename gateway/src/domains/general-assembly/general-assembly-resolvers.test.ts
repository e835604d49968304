import { AG_CLOSED, SEVERAL_INVITATIONS_FLAG } from '@portal/schema/rules/general-assembly';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerProfile,
  ownerRightsWith,
  ownerRoutes,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;
const YEAR = new Date().getFullYear();
const ME = 'guid-proprietaire';
const DAY = 86_400_000;

const invitation = (id: number, userModification: string | null, poids: number) => ({
  id,
  nbPersonne: 0,
  participe: false,
  poids,
  pouvoirPresident: false,
  userModification,
  libelleUserModification: userModification ? 'Jeanne Morel' : null,
  idAgDossierPouvoir: null,
  dateReponse: null,
  dateModification: userModification ? '2026-10-01T10:00:00.000Z' : null,
  adresseIp: null,
});

function open(endInDays: number) {
  legacy.routes['GET /api/ag/dates?codeDossier=AGR001'] = () => ({
    body: {
      dateDebut: new Date(Date.now() - 10 * DAY).toISOString(),
      dateFin: new Date(Date.now() + endInDays * DAY).toISOString(),
    },
  });
}

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  // One proxy in front of the gateway: the caller's address is the one it appended to X-Forwarded-For.
  gateway = await startGatewayAgainst(legacy.url, { TRUST_PROXY: '1' });
  legacy.routes['GET /api/droits'] = ownerRightsWith(['canSubscribeAg', 'dossier_cder']);
  legacy.routes['GET /api/user'] = () => ({ body: ownerProfile({ guidPersonne: ME }) });
  legacy.routes[`GET /api/ag/invitations/${YEAR}?codeDossier=AGR001`] = () => ({
    body: [invitation(11, null, 0), invitation(12, null, 1)],
  });
  legacy.routes['POST /api/ag/invitations/register'] = () => ({
    body: { idAgDossierPouvoir: 5012, userModification: ME, libelleUserModification: 'Jeanne Morel' },
  });
  open(20);
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

const register = (answers: { id: string; participe: boolean; nbPersonne: number }[]) =>
  gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: '10.0.0.2',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      'x-forwarded-for': '198.51.100.9',
      cookie: SESSION,
    },
    payload: JSON.stringify({
      query: `mutation($input: RegisterAgAttendanceInput!) { registerAgAttendance(input: $input) {
        assembleeGenerale { id } errors { field message } } }`,
      variables: { input: { answers } },
    }),
  });

const registered = () =>
  legacy.calls
    .filter((c) => c.path === '/api/ag/invitations/register')
    .map((c) => JSON.parse(c.body) as { id: number; nbPersonne: number; adresseIp: string });

describe('the general assembly', () => {
  it('is open, selects the invitation nobody answered with a weight, and offers the proxy form', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: SESSION },
      payload: JSON.stringify({
        query: `{ dossier(codeDossier: "AGR001") { assembleeGenerale {
          etat pouvoirUrl showsForums invitations { id selected } } } }`,
      }),
    });
    expect(response.json<{ data: unknown }>().data).toEqual({
      dossier: {
        assembleeGenerale: {
          etat: 'Ouverte',
          pouvoirUrl: '/fichiers/ag/pouvoir',
          showsForums: true,
          invitations: [
            { id: 'AGR001:11', selected: false },
            { id: 'AGR001:12', selected: true },
          ],
        },
      },
    });
  });

  it('refuses an invalid combination of several invitations with the flag, sending nothing', async () => {
    const answers = [
      { id: 'AGR001:11', participe: true, nbPersonne: 2 },
      { id: 'AGR001:12', participe: false, nbPersonne: 0 },
    ];
    const { data } = (await register(answers)).json<{ data: { registerAgAttendance: unknown } }>();
    expect(data.registerAgAttendance).toEqual({
      assembleeGenerale: null,
      errors: [
        { field: 'input.answers.0.nbPersonne', message: SEVERAL_INVITATIONS_FLAG },
        { field: 'input.answers.1.nbPersonne', message: SEVERAL_INVITATIONS_FLAG },
      ],
    });
    expect(registered()).toEqual([]);
  });

  it('records valid answers with the caller’s address as the trusted proxy gave it', async () => {
    const answers = [
      { id: 'AGR001:11', participe: true, nbPersonne: 2 },
      { id: 'AGR001:12', participe: true, nbPersonne: 1 },
    ];
    const { data } = (await register(answers)).json<{ data: { registerAgAttendance: unknown } }>();
    expect(data.registerAgAttendance).toEqual({ assembleeGenerale: { id: 'AGR001:ag' }, errors: [] });
    expect(registered()).toEqual([
      expect.objectContaining({ id: 11, nbPersonne: 2, adresseIp: '198.51.100.9' }),
      expect.objectContaining({ id: 12, nbPersonne: 1, adresseIp: '198.51.100.9' }),
    ]);
  });

  it('says registration is closed once its period ended, sending nothing', async () => {
    open(-1);
    const { data } = (await register([{ id: 'AGR001:12', participe: true, nbPersonne: 1 }])).json<{
      data: { registerAgAttendance: unknown };
    }>();
    expect(data.registerAgAttendance).toEqual({
      assembleeGenerale: null,
      errors: [{ field: null, message: AG_CLOSED }],
    });
    expect(registered()).toEqual([]);
  });

  it('refuses a file without the rights before any assembly call', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith(['canSubscribeAg']);
    const response = await register([{ id: 'AGR001:12', participe: true, nbPersonne: 1 }]);
    expect(response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(legacy.calls.filter((c) => c.path.startsWith('/api/ag/'))).toEqual([]);
  });
});
