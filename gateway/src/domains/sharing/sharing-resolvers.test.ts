import { SHARING_EMAILS_DIFFER } from '@portal/schema/rules/sharing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});
afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

const file = (codeDossier: string, idRole: number) => ({
  id: '1',
  codeDossier,
  codeEntite: '0001',
  guidPersonne: 'guid-proprietaire',
  raisonSociale: `Société ${codeDossier}`,
  idRole,
  estFavoris: false,
  statut: 'Bon',
  typeActivite: 'AGRI',
  modulesEffectifs: ['mod_rdv'],
});

const ok = () => ({ body: { status: 'OK' } });
const SENT = {
  id: 'inv-1',
  emailInvitee: 'nouveau@demo.fr',
  dateExpiration: '2099-01-01T00:00:00.000Z',
  dateAcceptation: null,
  dateRefus: null,
  dossiers: [
    {
      codeDossier: 'VIT002',
      raisonSociale: 'Société VIT002',
      idRole: 3,
      categoriesIdAutorisees: ['mesDocs'],
    },
  ],
};

beforeEach(() => {
  legacy.calls.length = 0;
  Object.assign(legacy.routes, {
    'GET /api/user/dossiers': () => ({ body: [file('AGR001', 1), file('VIT002', 1), file('ACS003', 2)] }),
    'GET /api/droits/roles': () => ({
      body: [{ idRole: 3, nomRole: 'Salarié', categoriesPredefinies: ['mesDocs'] }],
    }),
    'GET /api/droits/categories': () => ({
      body: [{ _id: 'mesDocs', libelle: 'Mes documents', souscategories: [] }],
    }),
    'POST /api/droits/invitations': () => ({ body: SENT }),
    'PUT /api/droits/invitations/inv-1/droits': () => ({ body: SENT }),
    'DELETE /api/droits/invitations/inv-1': ok,
    'PUT /api/droits/personne/guid-associe': ok,
    'DELETE /api/droits/AGR001/guid-associe': ok,
  });
});

const choice = (codeDossier: string, checked = true) => ({
  codeDossier,
  checked,
  idRole: checked ? 3 : -1,
  categories: checked ? ['mesDocs'] : [],
});

const MUTATIONS = {
  inviteToShare: {
    query: `mutation($input: InviteToShareInput!) { inviteToShare(input: $input) { invitation { id } errors { message } } }`,
    variables: {
      input: { email: 'nouveau@demo.fr', emailConfirmation: 'nouveau@demo.fr', dossiers: [choice('VIT002')] },
    },
  },
  changeSentInvitation: {
    query: `mutation($input: ChangeSentInvitationInput!) { changeSentInvitation(input: $input) { invitation { id } errors { message } } }`,
    variables: { input: { invitationId: 'inv-1', dossiers: [choice('VIT002')] } },
  },
  deleteSentInvitation: {
    query: `mutation { deleteSentInvitation(invitationId: "inv-1") { errors { message } } }`,
    variables: {},
  },
  setPersonRights: {
    query: `mutation($input: SetPersonRightsInput!) { setPersonRights(input: $input) { errors { message } } }`,
    variables: {
      input: { guidPersonne: 'guid-associe', dossiers: [choice('AGR001'), choice('VIT002', false)] },
    },
  },
  withdrawAccess: {
    query: `mutation { withdrawAccess(input: { guidPersonne: "guid-associe", codeDossier: "AGR001" }) { errors { message } } }`,
    variables: {},
  },
};

const changesSent = () => legacy.calls.filter((c) => c.method !== 'GET');

async function send(name: keyof typeof MUTATIONS) {
  const { json } = await postGraphQL(gateway.app, MUTATIONS[name], { cookie: SESSION });
  return json() as {
    data: Record<string, { errors: { message: string }[] }> | null;
    errors?: { extensions: { code: string } }[];
  };
}

describe('sharing my files', () => {
  it.each(Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[])(
    'refuses %s to a person who owns no file with FORBIDDEN, and sends nothing that changes the legacy',
    async (name) => {
      legacy.routes['GET /api/user/dossiers'] = () => ({ body: [file('AGR001', 2), file('VIT002', 3)] });
      const answer = await send(name);
      expect(answer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(changesSent()).toEqual([]);
    },
  );

  it('refuses an invitation to a file the owner only shares in (role 2) before any call', async () => {
    const { json } = await postGraphQL(
      gateway.app,
      {
        query: MUTATIONS.inviteToShare.query,
        variables: { input: { ...MUTATIONS.inviteToShare.variables.input, dossiers: [choice('ACS003')] } },
      },
      { cookie: SESSION },
    );
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(changesSent()).toEqual([]);
  });

  it("answers the spec's message for different e-mails and sends nothing", async () => {
    const { json } = await postGraphQL(
      gateway.app,
      {
        query: MUTATIONS.inviteToShare.query,
        variables: {
          input: { ...MUTATIONS.inviteToShare.variables.input, emailConfirmation: 'autre@demo.fr' },
        },
      },
      { cookie: SESSION },
    );
    expect((json() as { data: { inviteToShare: unknown } }).data.inviteToShare).toEqual({
      invitation: null,
      errors: [{ message: SHARING_EMAILS_DIFFER }],
    });
    expect(changesSent()).toEqual([]);
  });

  it('invites with the checked files only, each with its company name, role and categories', async () => {
    const answer = await send('inviteToShare');
    expect(answer.data?.inviteToShare).toEqual({ invitation: { id: 'inv-1' }, errors: [] });
    expect(JSON.parse(changesSent()[0]?.body ?? '{}')).toEqual({
      mailInvite: 'nouveau@demo.fr',
      dossiers: [
        {
          codeDossier: 'VIT002',
          raisonSociale: 'Société VIT002',
          idRole: 3,
          categoriesIdAutorisees: ['mesDocs'],
        },
      ],
    });
  });

  it("sends a person's unchecked files as 'remove' and checked ones as 'update'", async () => {
    await send('setPersonRights');
    const body = JSON.parse(changesSent()[0]?.body ?? '{}') as {
      droits: { action: string; droit: { codeDossier: string } }[];
    };
    expect(body.droits.map((d) => [d.action, d.droit.codeDossier])).toEqual([
      ['update', 'AGR001'],
      ['remove', 'VIT002'],
    ]);
  });
});
