import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../testing/fake-legacy.ts';

const APPOINTMENTS = 'GET /api/appointments/AGR001?limit=100';
const QUERY = '{ dossier(codeDossier: "AGR001") { appointments { nodes { id } } } }';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url, { LEGACY_TIMEOUT_MS: '200' });
});

afterEach(async () => {
  await gateway.app.close();
  await legacy.close();
});

async function errorFor(status: number, body: unknown) {
  legacy.routes[APPOINTMENTS] = () => ({ status, body });
  const { json } = await postGraphQL(gateway.app, { query: QUERY }, { cookie: SESSION });
  return json().errors?.[0];
}

describe('legacy failures as GraphQL errors', () => {
  it('shows a displayable 400 message as BAD_USER_INPUT with affichable', async () => {
    expect(await errorFor(400, { message: 'Le code dossier est invalide.', affichable: true })).toMatchObject(
      {
        message: 'Le code dossier est invalide.',
        extensions: { code: 'BAD_USER_INPUT', affichable: true },
      },
    );
  });

  it('keeps a non-displayable legacy message out of the answer', async () => {
    const error = await errorFor(403, {
      message: 'Accès refusé à ce dossier (détail interne).',
      affichable: false,
    });
    expect(error).toMatchObject({ extensions: { code: 'FORBIDDEN', affichable: false } });
    expect(error?.message).not.toContain('détail interne');
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [502, 'UPSTREAM_ERROR'],
  ])('maps a legacy %i to %s', async (status, code) => {
    expect((await errorFor(status, { message: 'x', affichable: false }))?.extensions).toMatchObject({ code });
  });

  it('answers UPSTREAM_TIMEOUT when the legacy is slower than LEGACY_TIMEOUT_MS', async () => {
    legacy.routes[APPOINTMENTS] = () =>
      new Promise((resolve) => setTimeout(() => resolve({ body: [] }), 1000));
    const { json } = await postGraphQL(gateway.app, { query: QUERY }, { cookie: SESSION });
    expect(json().errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  });

  it('masks an answer that does not match the contract as UPSTREAM_ERROR', async () => {
    expect(await errorFor(200, [{ id: 1 }])).toMatchObject({
      message: "Une erreur interne s'est produite",
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});
