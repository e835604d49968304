import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const paths = () => stack.legacy.calls.map((c) => `${c.method} ${c.path}`);

describe('dossier rights', () => {
  it('answers FORBIDDEN for a file outside the viewer’s rights and nothing of the data asked beside the check', async () => {
    // The legacy of this test answers another file's data; the gateway must not pass it on.
    stack.legacy.routes['GET /api/chiffres/accueil/AUTRE9'] = () => ({
      body: {
        dateMiseAJour: null,
        chiffres: [{ slug: 'secret', libelle: 'Donnée d’autrui', valeur: 1, unite: '€', decimales: 0 }],
      },
    });
    stack.legacy.routes['GET /api/appointments/AUTRE9?limit=100'] = () => ({ body: [] });
    const { json, response } = await postGraphQL(
      stack.gateway.app,
      {
        query:
          '{ dossier(codeDossier: "AUTRE9") { raisonSociale appointments { nodes { id } } keyFigures { id libelle } } }',
      },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({ dossier: null });
    expect(json().errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(response.body).not.toContain('autrui');
  });

  it('asks for the wanted file’s data beside the session check and the rights, not after them', async () => {
    // The checks answer only once the file's data has been asked for (or after a second, when it never is).
    const fileAsked = () => paths().includes('GET /api/appointments/AGR001?limit=100');
    let fileAskedBeforeChecks = true;
    for (const check of ['GET /api/auth/authenticate', 'GET /api/droits', 'GET /api/user/dossiers']) {
      const answer = stack.legacy.routes[check]!;
      stack.legacy.routes[check] = async (call) => {
        for (let waited = 0; !fileAsked() && waited < 1000; waited += 10)
          await new Promise((resolve) => setTimeout(resolve, 10));
        fileAskedBeforeChecks &&= fileAsked();
        return answer(call);
      };
    }
    const { json } = await postGraphQL(
      stack.gateway.app,
      {
        query: `query Home($codeDossier: String) {
          viewer { selectedDossier(codeDossier: $codeDossier) { ...Card } }
        }
        fragment Card on Dossier { nextAppointment { id } }`,
        variables: { codeDossier: 'AGR001' },
      },
      { cookie: SESSION },
    );
    expect(json()).toEqual({
      data: { viewer: { selectedDossier: { nextAppointment: { id: 'AGR001:7' } } } },
    });
    expect(fileAskedBeforeChecks).toBe(true);
  });

  it('asks for nothing beside the check without a session cookie', async () => {
    const { json } = await postGraphQL(stack.gateway.app, {
      query:
        '{ viewer { notifications { id } selectedDossier(codeDossier: "AGR001") { keyFigures { id } } } }',
    });
    expect(json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(paths()).toEqual([]);
  });

  it('merges user-wide rights with the file’s modules into permissions', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ dossier(codeDossier: "AGR001") { id permissions } }' },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({
      dossier: { id: 'AGR001', permissions: ['oic', 'page_rdv', 'mod_chiffres'] },
    });
  });

  it('selects the favourite file when none is asked for', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { selectedDossier { codeDossier estFavoris } } }' },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({ viewer: { selectedDossier: { codeDossier: 'AGR001', estFavoris: true } } });
  });
});

describe('module rights', () => {
  it('answers no events on a file whose modules do not include them, though the legacy had some', async () => {
    stack.legacy.routes['GET /api/events?codeDossier=AGR001&limit=300'] = () => ({ body: [{ id: '1' }] });
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ dossier(codeDossier: "AGR001") { events { nodes { id } } nextEvent { id } } }' },
      { cookie: SESSION },
    );
    expect(json()).toEqual({ data: { dossier: { events: { nodes: [] }, nextEvent: null } } });
  });

  it('asks for the appointments of a file whose modules include page_rdv', async () => {
    await postGraphQL(
      stack.gateway.app,
      { query: '{ dossier(codeDossier: "AGR001") { appointments { nodes { id } } } }' },
      { cookie: SESSION },
    );
    expect(paths()).toContain('GET /api/appointments/AGR001?limit=100');
  });
});

describe('partial data', () => {
  it('fails only the appointments when the legacy answers 500 for them; key figures still resolve', async () => {
    stack.legacy.routes['GET /api/appointments/AGR001?limit=100'] = () => ({
      status: 500,
      body: { message: 'panne', affichable: false },
    });
    const { json } = await postGraphQL(
      stack.gateway.app,
      {
        query:
          '{ dossier(codeDossier: "AGR001") { codeDossier keyFigures { id valeur } appointments { nodes { id } } nextAppointment { id } } }',
      },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({
      dossier: {
        codeDossier: 'AGR001',
        keyFigures: [{ id: 'AGR001:ca', valeur: 120000 }],
        appointments: null,
        nextAppointment: null,
      },
    });
    const upstreamError = {
      message: "Une erreur interne s'est produite",
      extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', affichable: false }) as unknown,
    };
    // In the order the fields failed, which GraphQL leaves open.
    expect(json().errors).toHaveLength(2);
    expect(json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['dossier', 'appointments'], ...upstreamError }),
        expect.objectContaining({ path: ['dossier', 'nextAppointment'], ...upstreamError }),
      ]),
    );
    expect(stack.legacy.calls.filter((c) => c.path.startsWith('/api/appointments'))).toHaveLength(1);
  });

  const HOME = `query Home {
    viewer {
      id
      dossiers { codeDossier }
      selectedDossier(codeDossier: "AGR001") { codeDossier permissions keyFigures { id } }
      homeSections { id }
    }
  }`;
  const failing = { status: 500, body: { message: 'panne', affichable: false } };

  it('keeps the viewer and the other cards when the legacy answers 500 for the files', async () => {
    stack.legacy.routes['GET /api/newhomesection'] = () => ({ body: [] });
    stack.legacy.routes['GET /api/user/dossiers'] = () => failing;
    const { json } = await postGraphQL(stack.gateway.app, { query: HOME }, { cookie: SESSION });
    expect(json().data).toEqual({
      viewer: { id: 'proprietaire@demo.fr', dossiers: null, selectedDossier: null, homeSections: [] },
    });
    expect(
      json()
        .errors?.map((e) => e.path?.join('.'))
        .sort(),
    ).toEqual(['viewer.dossiers', 'viewer.selectedDossier']);
  });

  it('keeps the selected file and the other cards when the legacy answers 500 for the rights', async () => {
    stack.legacy.routes['GET /api/newhomesection'] = () => ({ body: [] });
    stack.legacy.routes['GET /api/droits'] = () => failing;
    const { json } = await postGraphQL(stack.gateway.app, { query: HOME }, { cookie: SESSION });
    expect(json().data).toEqual({
      viewer: {
        id: 'proprietaire@demo.fr',
        dossiers: [{ codeDossier: 'AGR001' }, { codeDossier: 'VIT002' }],
        selectedDossier: { codeDossier: 'AGR001', permissions: null, keyFigures: null },
        homeSections: [],
      },
    });
    expect(
      json()
        .errors?.map((e) => e.path?.join('.'))
        .sort(),
    ).toEqual(['viewer.selectedDossier.keyFigures', 'viewer.selectedDossier.permissions']);
  });

  it('answers 0 unread notifications when the count fails', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { unreadNotificationCount } }' },
      { cookie: SESSION },
    );
    expect(json()).toEqual({ data: { viewer: { unreadNotificationCount: 0 } } });
  });
});

describe('upstream deduplication', () => {
  it('calls the legacy once when one operation asks the same data twice through aliases', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      {
        query: `{
          a: dossier(codeDossier: "AGR001") { appointments { nodes { id } } next: nextAppointment { id } }
          b: dossier(codeDossier: "AGR001") { appointments { nodes { legacyId } } }
        }`,
      },
      { cookie: SESSION },
    );
    expect(json().errors).toBeUndefined();
    expect(json().data).toMatchObject({
      a: { appointments: { nodes: [{ id: 'AGR001:7' }] }, next: { id: 'AGR001:7' } },
    });
    expect(paths().filter((p) => p.startsWith('GET /api/appointments'))).toHaveLength(1);
    expect(new Set(paths()).size).toBe(paths().length);
  });

  it('shares the loaders between the operations of one batched HTTP request', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      [
        { query: '{ viewer { login dossiers { codeDossier } } }' },
        { query: '{ dossier(codeDossier: "AGR001") { raisonSociale nextAppointment { id } } }' },
      ],
      { cookie: SESSION },
    );
    expect(json()).toEqual([
      {
        data: {
          viewer: {
            login: 'proprietaire@demo.fr',
            dossiers: [{ codeDossier: 'AGR001' }, { codeDossier: 'VIT002' }],
          },
        },
      },
      { data: { dossier: { raisonSociale: 'EARL des Aulnes', nextAppointment: { id: 'AGR001:7' } } } },
    ]);
    expect(paths()).toEqual(
      expect.arrayContaining([
        'GET /api/auth/authenticate',
        'GET /api/user/dossiers',
        'GET /api/appointments/AGR001?limit=100',
      ]),
    );
    expect(new Set(paths()).size).toBe(paths().length);
  });
});
