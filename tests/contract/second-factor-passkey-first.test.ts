import { PASSKEY_REFUSED } from '@portal/schema/rules/second-factor';
import { WRONG_CREDENTIALS_MESSAGE } from '@portal/schema/rules/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { SoftwarePasskey } from './second-factor-authenticator.ts';
import { DEMO_PASSWORD, startGateway } from './support.ts';

// Issue 47's passkey-first sign-in (decision 011): a passkey chosen in the login field names its owner, the
// legacy still judges the password once, and that sign-in then needs no second step.

const LOGIN = 'associe@demo.fr';
const ORIGIN = 'https://portail.exemple.fr';
let gateway: Awaited<ReturnType<typeof startGateway>>;
const passkey = new SoftwarePasskey(ORIGIN);

const StartEnrolmentDocument = graphql(`
  mutation ContractPasskeyFirstStartEnrolment {
    startPasskeyEnrolment {
      options
    }
  }
`);

const ConfirmDocument = graphql(`
  mutation ContractPasskeyFirstConfirm($input: ConfirmPasskeyInput!) {
    confirmPasskey(input: $input) {
      errors {
        message
      }
    }
  }
`);

const StartSignInDocument = graphql(`
  mutation ContractStartPasskeySignIn {
    startPasskeySignIn {
      options
      errors {
        message
      }
    }
  }
`);

const IdentifyDocument = graphql(`
  mutation ContractIdentifyPasskey($response: String!) {
    identifyPasskey(response: $response) {
      login
      errors {
        message
      }
    }
  }
`);

const SignInDocument = graphql(`
  mutation ContractPasskeyFirstSignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        id
      }
      secondStepRequired
      errors {
        message
      }
    }
  }
`);

beforeAll(async () => {
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
  const cookie = await gateway.signIn(LOGIN);
  const { body } = await gateway.graphql(StartEnrolmentDocument, {}, cookie);
  const { body: confirmed } = await gateway.graphql(
    ConfirmDocument,
    { input: { response: passkey.create(body.data!.startPasskeyEnrolment.options!), name: 'Téléphone' } },
    cookie,
  );
  expect(confirmed.data!.confirmPasskey.errors).toEqual([]);
});

afterAll(async () => {
  await gateway.close();
});

/** The passkey chosen in a fresh browser's login field: its answer, the login given and the cookie set. */
async function choosePasskey() {
  const { body } = await gateway.graphql(StartSignInDocument, {});
  const options = body.data!.startPasskeySignIn.options!;
  const response = passkey.get(options);
  const identified = await gateway.graphql(IdentifyDocument, { response });
  const cookies = identified.response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  return {
    options: JSON.parse(options) as { allowCredentials?: unknown[]; userVerification: string },
    response,
    payload: identified.body.data!.identifyPasskey,
    cookie: cookies.join('; '),
  };
}

const signIn = async (password: string, cookie: string) =>
  (await gateway.graphql(SignInDocument, { input: { login: LOGIN, password } }, cookie)).body.data!.signIn;

describe('the passkey-first sign-in', () => {
  it('names no credential, fills the login, and spares the second step of the sign-in whose password follows', async () => {
    const chosen = await choosePasskey();
    expect(chosen.options.allowCredentials ?? []).toEqual([]);
    expect(chosen.options.userVerification).toBe('required');
    expect(chosen.payload).toEqual({ login: LOGIN, errors: [] });
    expect(chosen.cookie).not.toBe('');

    // The password is still the legacy's to judge.
    expect(await signIn('Mauvais-Mot-De-Passe-1', chosen.cookie)).toEqual({
      viewer: null,
      secondStepRequired: false,
      errors: [{ message: WRONG_CREDENTIALS_MESSAGE }],
    });
    expect(await signIn(DEMO_PASSWORD, chosen.cookie)).toEqual({
      viewer: { id: LOGIN },
      secondStepRequired: false,
      errors: [],
    });
    // Spent by that sign-in: the next one asks for the second step again.
    expect(await signIn(DEMO_PASSWORD, chosen.cookie)).toMatchObject({
      viewer: null,
      secondStepRequired: true,
    });
  });

  it('asks for the second step of a browser that chose no passkey, and takes an answer once', async () => {
    expect(await signIn(DEMO_PASSWORD, '')).toMatchObject({ viewer: null, secondStepRequired: true });
    const chosen = await choosePasskey();
    const { body } = await gateway.graphql(IdentifyDocument, { response: chosen.response });
    expect(body.data!.identifyPasskey).toEqual({ login: null, errors: [{ message: PASSKEY_REFUSED }] });
    const stranger = new SoftwarePasskey(ORIGIN);
    const { body: started } = await gateway.graphql(StartSignInDocument, {});
    const { body: unknown } = await gateway.graphql(IdentifyDocument, {
      response: stranger.get(started.data!.startPasskeySignIn.options!),
    });
    expect(unknown.data!.identifyPasskey).toEqual({ login: null, errors: [{ message: PASSKEY_REFUSED }] });
  });
});
