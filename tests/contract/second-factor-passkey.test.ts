import { PASSKEY_REFUSED, SECOND_FACTOR_PASSWORD_REQUIRED } from '@portal/schema/rules/second-factor';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { SoftwarePasskey } from './second-factor-authenticator.ts';
import { DEMO_PASSWORD, startGateway } from './support.ts';

// Issue 47's passkeys through the gateway against the emulator, with a passkey in software (no browser): the
// options the gateway gives, the answers it accepts once, and the sign-in's second step they complete.

const LOGIN = 'proprietaire@demo.fr';
const ORIGIN = 'https://portail.exemple.fr';
let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

beforeAll(async () => {
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
  cookie = await gateway.signIn(LOGIN);
});

afterAll(async () => {
  await gateway.close();
});

const StartEnrolmentDocument = graphql(`
  mutation ContractStartPasskeyEnrolment {
    startPasskeyEnrolment {
      options
      errors {
        message
      }
    }
  }
`);

const ConfirmPasskeyDocument = graphql(`
  mutation ContractConfirmPasskey($input: ConfirmPasskeyInput!) {
    confirmPasskey(input: $input) {
      secondFactor {
        id
        kind
        name
        lastUsedAt
      }
      errors {
        field
        message
      }
    }
  }
`);

const PasswordStepDocument = graphql(`
  mutation ContractPasskeyPasswordStep($input: SignInInput!) {
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

const StartSecondStepDocument = graphql(`
  mutation ContractStartSecondStep {
    startSecondStep {
      passkeyOptions
      codeAccepted
      errors {
        message
      }
    }
  }
`);

const VerifyPasskeyDocument = graphql(`
  mutation ContractVerifyPasskey($response: String!, $rememberDevice: Boolean) {
    verifyPasskey(response: $response, rememberDevice: $rememberDevice) {
      viewer {
        id
      }
      secondStepRequired
      errors {
        field
        message
      }
    }
  }
`);

const RemovePasskeyDocument = graphql(`
  mutation ContractRemovePasskey($input: RemoveSecondFactorInput!) {
    removeSecondFactor(input: $input) {
      removedId
      errors {
        message
      }
    }
  }
`);

async function creationOptions(): Promise<string> {
  const { body } = await gateway.graphql(StartEnrolmentDocument, {}, cookie);
  return body.data!.startPasskeyEnrolment.options!;
}

async function enrol(passkey: SoftwarePasskey, options: string, name = 'Téléphone de Marie') {
  const { body } = await gateway.graphql(
    ConfirmPasskeyDocument,
    { input: { response: passkey.create(options), name } },
    cookie,
  );
  return body.data!.confirmPasskey;
}

/** The password, then the second step's choices, with the cookie that carries the sign-in between them. */
async function passwordStep() {
  const { body, response } = await gateway.graphql(PasswordStepDocument, {
    input: { login: LOGIN, password: DEMO_PASSWORD },
  });
  expect(body.data!.signIn).toEqual({ viewer: null, secondStepRequired: true, errors: [] });
  const secondStep = /portail_second_step=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const { body: started } = await gateway.graphql(StartSecondStepDocument, {}, secondStep);
  return { secondStep, started: started.data!.startSecondStep };
}

async function verify(response: string, secondStep: string, rememberDevice = false) {
  const { body, response: http } = await gateway.graphql(
    VerifyPasskeyDocument,
    { response, rememberDevice },
    secondStep,
  );
  return { payload: body.data!.verifyPasskey, setCookie: http.headers.get('set-cookie') ?? '' };
}

describe('a passkey against the emulator', () => {
  it('is made for the configured origin, resident and verified, and its challenge is taken once', async () => {
    const options = JSON.parse(await creationOptions()) as {
      rp: { id: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
      attestation: string;
    };
    expect(options).toMatchObject({
      rp: { id: 'portail.exemple.fr' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });

    const foreign = new SoftwarePasskey('https://portail-copie.example.com');
    expect(await enrol(foreign, await creationOptions())).toEqual({
      secondFactor: null,
      errors: [{ field: null, message: PASSKEY_REFUSED }],
    });

    const passkey = new SoftwarePasskey(ORIGIN);
    const given = await creationOptions();
    const added = await enrol(passkey, given);
    expect(added).toEqual({
      secondFactor: {
        id: expect.any(String) as string,
        kind: 'PASSKEY',
        name: 'Téléphone de Marie',
        lastUsedAt: null,
      },
      errors: [],
    });
    // The same answer again: its challenge was taken.
    expect((await enrol(new SoftwarePasskey(ORIGIN), given)).errors).toEqual([
      { field: null, message: PASSKEY_REFUSED },
    ]);

    const { body: removed } = await gateway.graphql(
      RemovePasskeyDocument,
      { input: { secondFactorId: added.secondFactor!.id } },
      cookie,
    );
    expect(removed.data!.removeSecondFactor.errors).toEqual([{ message: SECOND_FACTOR_PASSWORD_REQUIRED }]);
  });

  it('skips the second step on a browser remembered for 30 days, until the person’s factors change', async () => {
    const passkey = new SoftwarePasskey(ORIGIN);
    expect((await enrol(passkey, await creationOptions(), 'Tablette')).errors).toEqual([]);
    const { secondStep, started } = await passwordStep();
    const { setCookie } = await verify(passkey.get(started.passkeyOptions!), secondStep, true);
    const remembered = /(portail_appareil_\w+=[^;]+)([^,]*)/.exec(setCookie);
    expect(remembered?.[2]).toMatch(/Max-Age=2592000;.*HttpOnly/);

    const signIn = (cookieHeader: string) =>
      gateway.graphql(
        PasswordStepDocument,
        { input: { login: LOGIN, password: DEMO_PASSWORD } },
        cookieHeader,
      );
    const { body: skipped } = await signIn(remembered![1]!);
    expect(skipped.data!.signIn).toEqual({ viewer: { id: LOGIN }, secondStepRequired: false, errors: [] });
    // A cookie changed by hand skips nothing.
    const { body: forged } = await signIn(remembered![1]!.replace(/=.*/, '=abc'));
    expect(forged.data!.signIn.secondStepRequired).toBe(true);

    expect((await enrol(new SoftwarePasskey(ORIGIN), await creationOptions(), 'Portable')).errors).toEqual(
      [],
    );
    const { body: asked } = await signIn(remembered![1]!);
    expect(asked.data!.signIn).toEqual({ viewer: null, secondStepRequired: true, errors: [] });
  });

  it('completes the sign-in after the password, once per challenge, and counts refusals as failed sign-ins', async () => {
    const passkey = new SoftwarePasskey(ORIGIN);
    expect((await enrol(passkey, await creationOptions(), 'Ordinateur du bureau')).errors).toEqual([]);

    const first = await passwordStep();
    expect(first.started.codeAccepted).toBe(false);
    const request = JSON.parse(first.started.passkeyOptions!) as {
      rpId: string;
      userVerification: string;
      allowCredentials: { id: string }[];
    };
    expect(request.rpId).toBe('portail.exemple.fr');
    expect(request.userVerification).toBe('required');
    expect(request.allowCredentials.map((credential) => credential.id)).toContain(passkey.id);

    const answer = passkey.get(first.started.passkeyOptions!);
    const signedIn = await verify(answer, first.secondStep);
    expect(signedIn.payload).toEqual({ viewer: { id: LOGIN }, secondStepRequired: false, errors: [] });
    expect(signedIn.setCookie).toMatch(/portail_session=[^;]+/);

    const replayed = await passwordStep();
    expect((await verify(answer, replayed.secondStep)).payload).toEqual({
      viewer: null,
      secondStepRequired: true,
      errors: [{ field: null, message: PASSKEY_REFUSED }],
    });

    // The refusal just given counted once; nine more, then even a right answer is throttled.
    for (let i = 0; i < 9; i += 1) await verify('{}', replayed.secondStep);
    const { body: again } = await gateway.graphql(StartSecondStepDocument, {}, replayed.secondStep);
    const options = again.data!.startSecondStep.passkeyOptions!;
    const throttled = await verify(passkey.get(options), replayed.secondStep);
    expect(throttled.payload.errors).toEqual([{ field: null, message: TOO_MANY_ATTEMPTS_MESSAGE }]);
  });
});
