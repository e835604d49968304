import { INVITATION_ANSWERED, INVITATION_EXPIRED } from '@portal/schema/rules/invitations';
import { EMAILS_DIFFER, FIELDS_INCOMPLETE, TERMS_REQUIRED } from '@portal/schema/rules/registration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';
import { cookieSet, enrolAuthenticator } from '../../testing/second-factor.ts';

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
beforeEach(() => {
  legacy.calls.length = 0;
});

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString();
const invitation =
  (extra: Record<string, unknown> = {}) =>
  () => ({
    body: {
      id: 'inv-1',
      createur: 'proprietaire@demo.fr',
      nomPrenomCreateur: 'Jeanne Morel',
      dossiers: [{ codeDossier: 'VIT002', raisonSociale: 'Domaine des Coteaux' }],
      dateAcceptation: null,
      dateRefus: null,
      dateExpiration: IN_A_WEEK,
      nomInvite: null,
      prenomInvite: null,
      ...extra,
    },
  });
const legacyPaths = () => legacy.calls.map((c) => `${c.method} ${c.path}`);

const VIEW = `query ($id: ID!) { invitation(invitationId: $id) { id inviter dossiers { codeDossier raisonSociale } refusal } }`;
const ACCEPT = `mutation ($id: ID!) { acceptInvitation(invitationId: $id) { accepted errors { field message } } }`;

describe('an invitation’s link', () => {
  it('shows the inviter and the files to anyone who holds it, signed in or not', async () => {
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation();
    const { json } = await postGraphQL(gateway.app, { query: VIEW, variables: { id: 'inv-1' } });
    expect(json()).toEqual({
      data: {
        invitation: {
          id: 'inv-1',
          inviter: 'Jeanne Morel',
          dossiers: [{ codeDossier: 'VIT002', raisonSociale: 'Domaine des Coteaux' }],
          refusal: null,
        },
      },
    });
  });

  it('says why an answered or an expired invitation can no longer be accepted', async () => {
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation({ dateRefus: YESTERDAY });
    legacy.routes['GET /api/droits/invitations/inv-2'] = invitation({
      id: 'inv-2',
      dateExpiration: YESTERDAY,
    });
    const answered = await postGraphQL(gateway.app, { query: VIEW, variables: { id: 'inv-1' } });
    const expired = await postGraphQL(gateway.app, { query: VIEW, variables: { id: 'inv-2' } });
    expect(answered.json().data).toMatchObject({ invitation: { refusal: INVITATION_ANSWERED } });
    expect(expired.json().data).toMatchObject({ invitation: { refusal: INVITATION_EXPIRED } });
  });

  it('answers null for a link the legacy does not know, and refuses a malformed id before any call', async () => {
    legacy.routes['GET /api/droits/invitations/inconnue'] = () => ({ status: 404, body: { message: 'x' } });
    const unknown = await postGraphQL(gateway.app, { query: VIEW, variables: { id: 'inconnue' } });
    expect(unknown.json()).toEqual({ data: { invitation: null } });
    legacy.calls.length = 0;
    const malformed = await postGraphQL(gateway.app, { query: VIEW, variables: { id: '../droits' } });
    expect(malformed.json().errors).toHaveLength(1);
    expect(legacyPaths()).toEqual([]);
  });
});

describe('accepting an invitation', () => {
  it('accepts a pending invitation for the signed-in person', async () => {
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation();
    legacy.routes['GET /api/droits/invitations'] = () => ({ body: [invitation()().body] });
    legacy.routes['PUT /api/droits/invitations/inv-1/accepter'] = () => ({ body: { status: 'OK' } });
    const { json } = await postGraphQL(
      gateway.app,
      { query: ACCEPT, variables: { id: 'inv-1' } },
      { cookie: SESSION },
    );
    expect(json()).toEqual({ data: { acceptInvitation: { accepted: true, errors: [] } } });
    expect(legacyPaths()).toContain('PUT /api/droits/invitations/inv-1/accepter');
  });

  it('refuses an expired invitation with the spec’s message without asking the legacy to accept it', async () => {
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation({ dateExpiration: YESTERDAY });
    const { json } = await postGraphQL(
      gateway.app,
      { query: ACCEPT, variables: { id: 'inv-1' } },
      { cookie: SESSION },
    );
    expect(json()).toEqual({
      data: { acceptInvitation: { accepted: false, errors: [{ field: null, message: INVITATION_EXPIRED }] } },
    });
    expect(legacyPaths().filter((path) => path.startsWith('PUT'))).toEqual([]);
  });

  it('refuses a visitor without a session before any legacy call', async () => {
    const { json } = await postGraphQL(gateway.app, { query: ACCEPT, variables: { id: 'inv-1' } });
    expect(json().errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect(legacyPaths()).toEqual([]);
  });
});

const CHECK = `mutation ($input: InvitationLoginInput!) { checkInvitationLogin(input: $input) { ok errors { field message } } }`;
const SIGN_UP = `mutation ($id: ID!, $input: SignUpWithInvitationInput!) {
  signUpWithInvitation(invitationId: $id, input: $input) { viewer { login } errors { field message } }
}`;
const loginOf = (email: string) => ({
  email,
  emailConfirmation: email,
  password: 'Invitation-2026!',
  passwordConfirmation: 'Invitation-2026!',
});
const identity = { codeCivilite: 'MME', nom: 'Roux', prenom: 'Léa', cgu: true };

describe('the invitation sign-up', () => {
  it('refuses mismatched e-mails at step 1 before any legacy call', async () => {
    const login = { ...loginOf('etape1@demo.fr'), emailConfirmation: 'autre@demo.fr' };
    const { json } = await postGraphQL(gateway.app, { query: CHECK, variables: { input: login } });
    expect(json()).toEqual({
      data: {
        checkInvitationLogin: {
          ok: false,
          errors: [{ field: 'input.emailConfirmation', message: EMAILS_DIFFER }],
        },
      },
    });
    expect(legacy.calls).toEqual([]);
  });

  it('asks the legacy whether the e-mail is free at step 1, without a password', async () => {
    legacy.routes['POST /api/auth/checkBeforeRegister'] = () => ({ body: { status: 'OK' } });
    const { json } = await postGraphQL(gateway.app, {
      query: CHECK,
      variables: { input: loginOf('libre@demo.fr') },
    });
    expect(json()).toEqual({ data: { checkInvitationLogin: { ok: true, errors: [] } } });
    expect(legacyPaths()).toEqual(['POST /api/auth/checkBeforeRegister']);
    expect(JSON.parse(legacy.calls[0]!.body)).toEqual({ username: 'libre@demo.fr', external: null });
  });

  it('refuses an unknown civility, then unaccepted terms, before any legacy call', async () => {
    const signUp = async (extra: Record<string, unknown>) => {
      const { json } = await postGraphQL(gateway.app, {
        query: SIGN_UP,
        variables: { id: 'inv-1', input: { login: loginOf('civilite@demo.fr'), ...identity, ...extra } },
      });
      return json();
    };
    expect(await signUp({ codeCivilite: 'DR' })).toEqual({
      data: {
        signUpWithInvitation: {
          viewer: null,
          errors: [{ field: 'input.codeCivilite', message: FIELDS_INCOMPLETE }],
        },
      },
    });
    expect(await signUp({ cgu: false })).toEqual({
      data: {
        signUpWithInvitation: { viewer: null, errors: [{ field: 'input.cgu', message: TERMS_REQUIRED }] },
      },
    });
    expect(legacy.calls).toEqual([]);
  });

  it('does not sign up on an expired invitation', async () => {
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation({ dateExpiration: YESTERDAY });
    const { json } = await postGraphQL(gateway.app, {
      query: SIGN_UP,
      variables: { id: 'inv-1', input: { login: loginOf('expiree@demo.fr'), ...identity } },
    });
    expect(json()).toMatchObject({
      data: { signUpWithInvitation: { viewer: null, errors: [{ message: INVITATION_EXPIRED }] } },
    });
    expect(legacyPaths()).toEqual(['GET /api/droits/invitations/inv-1']);
  });

  it('creates the account with the spec’s payload and signs the person in', async () => {
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation();
    legacy.routes['POST /api/droits/invitations/inv-1/inscrireetaccepter'] = () => ({
      body: { status: 'OK' },
      headers: { 'set-cookie': 'LEGACY_SESSION=jeton-invite; HttpOnly; Path=/' },
    });
    const { response, json } = await postGraphQL(gateway.app, {
      query: SIGN_UP,
      variables: { id: 'inv-1', input: { login: loginOf('nouvelle@demo.fr'), ...identity } },
    });
    expect(json()).toEqual({
      data: { signUpWithInvitation: { viewer: { login: 'nouvelle@demo.fr' }, errors: [] } },
    });
    expect(JSON.parse(legacy.calls.at(-1)!.body)).toEqual({
      username: 'nouvelle@demo.fr',
      codedossier: 'VIT002',
      email: 'nouvelle@demo.fr',
      pwd: 'Invitation-2026!',
      codeCivilite: 'MME',
      nom: 'Roux',
      prenom: 'Léa',
      external: null,
    });
    expect(String(response.headers['set-cookie'])).toMatch(/^portail_session=/);
    expect(response.body).not.toContain('Invitation-2026!');
  });
  it('opens no session for a login with a second factor: the code is asked first', async () => {
    await enrolAuthenticator(gateway.app, SESSION);
    legacy.routes['GET /api/droits/invitations/inv-1'] = invitation();
    legacy.routes['POST /api/droits/invitations/inv-1/inscrireetaccepter'] = () => ({
      body: { status: 'OK' },
      headers: { 'set-cookie': 'LEGACY_SESSION=jeton-invite; HttpOnly; Path=/' },
    });
    const { response, json } = await postGraphQL(gateway.app, {
      query: `mutation ($id: ID!, $input: SignUpWithInvitationInput!) {
        signUpWithInvitation(invitationId: $id, input: $input) { viewer { login } secondStepRequired errors { message } }
      }`,
      variables: { id: 'inv-1', input: { login: loginOf('proprietaire@demo.fr'), ...identity } },
    });
    expect(json()).toEqual({
      data: { signUpWithInvitation: { viewer: null, secondStepRequired: true, errors: [] } },
    });
    expect(cookieSet(response.headers, 'portail_session')).toBeNull();
    expect(cookieSet(response.headers, 'portail_second_step')).not.toBeNull();
  });
});
