import {
  COMMUNICATION_OWNER_ONLY,
  FIELDS_REQUIRED,
  MAIL_CHANGE_FAILED,
  PASSWORD_CHANGE_FAILED,
  PHONE_INVALID,
} from '@portal/schema/rules/account';
import { EXTERNAL_ACCOUNT_EXPIRED } from '@portal/schema/rules/external-sign-in';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../../config.ts';
import { rememberLinkedAccount } from '../external-sign-in/linked-account.ts';
import {
  ownerProfile,
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
  TEST_COOKIE_SECRET,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

const record = (codeDossier: string, extra: Record<string, unknown> = {}) => ({
  codeDossier,
  telephone: '0326480112',
  indicatifTelephone: null,
  portable: null,
  indicatifPortable: 21,
  emailPrincipal: 'contact@earl.fr',
  emailFacturation: 'earl@factures.example.fr',
  facturationElectronique: true,
  dateModificationTelephone: '2026-10-01T09:30:00.000Z',
  utilisateurModificationTelephone: null,
  agentModificationTelephone: 'Sophie Marchand',
  dateModificationEmailPrincipal: '2026-11-02T14:05:00.000Z',
  utilisateurModificationEmailPrincipal: 'Jeanne Morel',
  agentModificationEmailPrincipal: null,
  ...extra,
});

const SAVE = `mutation($input: SaveCommunicationInput!) { saveCommunication(input: $input) {
  communication { telephone emailFacturation }
  errors { field message }
} }`;
const input = {
  codeDossier: 'AGR001',
  telephone: '0311223344',
  indicatifTelephone: 74,
  portable: '',
  indicatifPortable: 74,
  emailPrincipal: 'contact@earl.fr',
  emailFacturation: 'autre@earl.fr',
};

const send = (query: string, variables: Record<string, unknown> = {}) =>
  postGraphQL(gateway.app, { query, variables }, { cookie: SESSION });
const callsTo = (prefix: string) =>
  legacy.calls.filter((call) => `${call.method} ${call.path}`.startsWith(prefix));

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes['GET /api/user/dossiers'] = () => ({
    body: [
      { ...ownerFile('AGR001', 'EARL des Aulnes'), idRole: 1 },
      { ...ownerFile('ACS003', 'SARL Lemoine'), idRole: 2 },
    ],
  });
  legacy.routes['GET /api/user/communications'] = () => ({
    body: [record('AGR001'), record('ACS003', { facturationElectronique: false })],
  });
  legacy.routes['GET /api/user'] = () => ({ body: ownerProfile({ compteExterne: false }) });
  legacy.routes['PUT /api/user/communication/AGR001'] = (call) => ({
    body: record('AGR001', JSON.parse(call.body) as Record<string, unknown>),
  });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

function ownerFile(codeDossier: string, raisonSociale: string) {
  return {
    id: '1',
    codeDossier,
    codeEntite: '0001',
    guidPersonne: 'guid',
    raisonSociale,
    estFavoris: false,
    statut: 'Bon',
    typeActivite: 'AGRI',
    modulesEffectifs: [],
  };
}

describe('the contact details of the files', () => {
  it('answers each file with the default indicator, the decisions and who changed each field', async () => {
    const { json } = await send(`{ viewer { communications {
      codeDossier raisonSociale viewerCanEdit indicatifTelephone indicatifPortable portable
      emailFacturationVerrouille
      modifications { telephone { date auteur parAgent } emailPrincipal { auteur parAgent } portable { auteur } }
    } } }`);
    expect(json()).toEqual({
      data: {
        viewer: {
          communications: [
            {
              codeDossier: 'AGR001',
              raisonSociale: 'EARL des Aulnes',
              viewerCanEdit: true,
              indicatifTelephone: '74',
              indicatifPortable: '21',
              portable: '',
              emailFacturationVerrouille: true,
              modifications: {
                telephone: { date: '2026-10-01T09:30:00.000Z', auteur: 'Sophie Marchand', parAgent: true },
                emailPrincipal: { auteur: 'Jeanne Morel', parAgent: false },
                portable: null,
              },
            },
            expect.objectContaining({ codeDossier: 'ACS003', viewerCanEdit: false }),
          ],
        },
      },
    });
  });

  it('refuses bad input with the rule’s message before any legacy call', async () => {
    const { json } = await send(SAVE, { input: { ...input, telephone: '12345' } });
    expect(json()).toEqual({
      data: {
        saveCommunication: {
          communication: null,
          errors: [{ field: 'input.telephone', message: PHONE_INVALID }],
        },
      },
    });
    expect(legacy.calls).toEqual([]);
  });

  it("refuses a non-owner's save with FORBIDDEN before the legacy's PUT", async () => {
    legacy.routes['PUT /api/user/communication/ACS003'] = () => ({ body: record('ACS003') });
    const { json } = await send(SAVE, { input: { ...input, codeDossier: 'ACS003' } });
    expect(json()).toMatchObject({
      errors: [{ message: COMMUNICATION_OWNER_ONLY, extensions: { code: 'FORBIDDEN' } }],
    });
    expect(callsTo('PUT')).toEqual([]);
  });

  it('sends the owner’s change, keeping a locked billing e-mail as it was', async () => {
    const { json } = await send(SAVE, { input });
    expect(json()).toEqual({
      data: {
        saveCommunication: {
          communication: { telephone: '0311223344', emailFacturation: 'earl@factures.example.fr' },
          errors: [],
        },
      },
    });
    expect(JSON.parse(callsTo('PUT')[0]?.body ?? '{}')).toEqual({
      ...input,
      emailFacturation: 'earl@factures.example.fr',
    });
  });
});

describe('the changes of password and e-mail', () => {
  it('sends the code for the signed-in login and the new password once the rule holds', async () => {
    legacy.routes['POST /api/auth/sendvalidationcode/pwd'] = () => ({ body: { status: 'OK' } });
    legacy.routes['POST /api/auth/dopwdupdate'] = () => ({ body: { data: { resultLdap: true } } });
    const code = await send('mutation { sendPasswordChangeCode { sent errors { message } } }');
    expect(code.json()).toEqual({ data: { sendPasswordChangeCode: { sent: true, errors: [] } } });
    expect(JSON.parse(callsTo('POST /api/auth/sendvalidationcode/pwd')[0]?.body ?? '{}')).toEqual({
      username: 'proprietaire@demo.fr',
      mode: 'mail',
    });
    // A change ends the owner's sessions signed in before it (issue 42): made through a gateway of its own, so
    // that the file's other tests keep theirs.
    const own = await startGatewayAgainst(legacy.url);
    const changed = await postGraphQL(
      own.app,
      {
        query:
          'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { changed errors { message } } }',
        variables: {
          input: {
            password: 'Nouveau-Mot2passe',
            passwordConfirmation: 'Nouveau-Mot2passe',
            securecode: ' 123456',
          },
        },
      },
      { cookie: SESSION },
    );
    await own.app.close();
    expect(changed.json()).toEqual({ data: { changePassword: { changed: true, errors: [] } } });
    expect(JSON.parse(callsTo('POST /api/auth/dopwdupdate')[0]?.body ?? '{}')).toEqual({
      pwd: 'Nouveau-Mot2passe',
      username: 'proprietaire@demo.fr',
      securecode: '123456',
    });
  });

  it('reads a falsy resultLdap or data as the spec’s failure message', async () => {
    legacy.routes['POST /api/auth/dopwdupdate'] = () => ({ body: { data: { resultLdap: false } } });
    legacy.routes['POST /api/auth/domailupdate'] = () => ({ body: { data: false } });
    const password = await send(
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { changed errors { message } } }',
      {
        input: { password: 'Nouveau-Mot2passe', passwordConfirmation: 'Nouveau-Mot2passe', securecode: '1' },
      },
    );
    expect(password.json()).toEqual({
      data: { changePassword: { changed: false, errors: [{ message: PASSWORD_CHANGE_FAILED }] } },
    });
    const mail = await send(
      'mutation($input: ChangeMailInput!) { changeMail(input: $input) { sent errors { message } } }',
      {
        input: {
          mail: 'nouveau@earl.fr',
          mailConfirmation: 'nouveau@earl.fr',
          securecode: '123456',
          password: '',
          passwordConfirmation: '',
        },
      },
    );
    expect(mail.json()).toEqual({
      data: { changeMail: { sent: false, errors: [{ message: MAIL_CHANGE_FAILED }] } },
    });
    expect(JSON.parse(callsTo('POST /api/auth/domailupdate')[0]?.body ?? '{}')).toMatchObject({
      mail: 'nouveau@earl.fr',
      username: 'proprietaire@demo.fr',
      newusername: 'nouveau@earl.fr',
      isgoogle: false,
      togoogle: false,
      password: null,
    });
  });

  it('asks an account of the external provider for a password, and sends it', async () => {
    legacy.routes['GET /api/user'] = () => ({ body: ownerProfile({ compteExterne: true }) });
    legacy.routes['POST /api/auth/domailupdate'] = () => ({ body: { data: true } });
    const change = (password: string) =>
      send('mutation($input: ChangeMailInput!) { changeMail(input: $input) { sent errors { message } } }', {
        input: {
          mail: 'nouveau@earl.fr',
          mailConfirmation: 'nouveau@earl.fr',
          securecode: '123456',
          password,
          passwordConfirmation: 'Nouveau-Mot2passe',
        },
      });
    expect((await change('')).json()).toEqual({
      data: { changeMail: { sent: false, errors: [{ message: FIELDS_REQUIRED }] } },
    });
    expect(callsTo('POST')).toEqual([]);
    expect((await change('Nouveau-Mot2passe')).json()).toEqual({
      data: { changeMail: { sent: true, errors: [] } },
    });
    expect(JSON.parse(callsTo('POST /api/auth/domailupdate')[0]?.body ?? '{}')).toMatchObject({
      isgoogle: true,
      password: 'Nouveau-Mot2passe',
    });
  });

  describe('the association of an external account instead of the e-mail', () => {
    const ASSOCIATE = `mutation($input: ChangeMailInput!) { changeMail(input: $input) { sent errors { message } } }`;
    const associate = (cookie: string) =>
      postGraphQL(
        gateway.app,
        {
          query: ASSOCIATE,
          variables: {
            input: {
              mail: 'ignore@earl.fr',
              mailConfirmation: '',
              securecode: '123456',
              password: '',
              passwordConfirmation: '',
              external: true,
            },
          },
        },
        { cookie },
      );
    /** The signed cookie the callback of a `liaison` flow sets, as the gateway signs it. */
    function linkedCookie(subject: string): string {
      let value = '';
      const reply = { setCookie: (_name: string, signed: string) => (value = signed) };
      const config = { cookieSecret: TEST_COOKIE_SECRET, cookieSecure: false } as GatewayConfig;
      rememberLinkedAccount(reply as unknown as FastifyReply, config, { subject, email: 'x@gmail.com' });
      return `portail_compte_externe=${value}`;
    }

    it('sends nothing upstream when no linked external account is held', async () => {
      const answer = await associate(SESSION);
      expect(answer.json()).toEqual({
        data: { changeMail: { sent: false, errors: [{ message: EXTERNAL_ACCOUNT_EXPIRED }] } },
      });
      expect(legacy.calls).toEqual([]);
    });

    it('sends togoogle with the subject of the signed cookie and the current address, then forgets the link', async () => {
      legacy.routes['POST /api/auth/domailupdate'] = () => ({ body: { data: true } });
      const answer = await associate(`${SESSION}; ${linkedCookie('sujet-lie')}`);
      expect(answer.json()).toEqual({ data: { changeMail: { sent: true, errors: [] } } });
      expect(JSON.parse(callsTo('POST /api/auth/domailupdate')[0]?.body ?? '{}')).toEqual({
        mail: 'proprietaire@demo.fr',
        username: 'proprietaire@demo.fr',
        newusername: 'proprietaire@demo.fr',
        codedossier: null,
        securecode: '123456',
        isgoogle: false,
        togoogle: true,
        password: null,
        external: 'sujet-lie',
      });
      expect(String(answer.response.headers['set-cookie'])).toMatch(/portail_compte_externe=;/);
    });
  });
});
