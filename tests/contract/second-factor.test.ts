import { API_TOKEN_SESSION_ONLY } from '@portal/schema/rules/api-tokens';
import {
  SECOND_FACTOR_CODE_WRONG,
  SECOND_FACTOR_PASSWORD_REQUIRED,
} from '@portal/schema/rules/second-factor';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { DEMO_PASSWORD, startGateway } from './support.ts';

// Issue 47 through the gateway against the emulator: the legacy judges the password, the gateway the second step.

const LOGIN = 'proprietaire@demo.fr';
let gateway: Awaited<ReturnType<typeof startGateway>>;
let cookie: string;

beforeAll(async () => {
  gateway = await startGateway();
  cookie = await gateway.signIn(LOGIN);
});

afterAll(async () => {
  await gateway.close();
});

const StartDocument = graphql(`
  mutation ContractStartAuthenticatorEnrolment {
    startAuthenticatorEnrolment {
      enrolment {
        enrolmentKey
        secret
        otpauthUri
        qrCodeSvg
      }
      errors {
        field
        message
      }
    }
  }
`);

const ConfirmDocument = graphql(`
  mutation ContractConfirmAuthenticator($input: ConfirmAuthenticatorInput!) {
    confirmAuthenticator(input: $input) {
      secondFactor {
        id
        kind
        name
        createdAt
        lastUsedAt
      }
      recoveryCodes
      errors {
        field
        message
      }
    }
  }
`);

const FactorsDocument = graphql(`
  query ContractSecondFactors {
    viewer {
      id
      secondFactors {
        id
        name
        lastUsedAt
      }
      recoveryCodesLeft
    }
  }
`);

const RenameDocument = graphql(`
  mutation ContractRenameSecondFactor($input: RenameSecondFactorInput!) {
    renameSecondFactor(input: $input) {
      secondFactor {
        id
        name
      }
      errors {
        field
        message
      }
    }
  }
`);

const RemoveDocument = graphql(`
  mutation ContractRemoveSecondFactor($input: RemoveSecondFactorInput!) {
    removeSecondFactor(input: $input) {
      removedId
      errors {
        field
        message
      }
    }
  }
`);

const SignInDocument = graphql(`
  mutation ContractSignInSecondStep($input: SignInInput!) {
    signIn(input: $input) {
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

const VerifyDocument = graphql(`
  mutation ContractVerifySecondFactor($code: String!) {
    verifySecondFactor(code: $code) {
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

const appCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** The password step: its payload and the second step's cookie it set. */
async function passwordStep() {
  const { body, response } = await gateway.graphql(SignInDocument, {
    input: { login: LOGIN, password: DEMO_PASSWORD },
  });
  const secondStep = /portail_second_step=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  return { payload: body.data!.signIn, secondStep };
}

describe('a second factor against the emulator', () => {
  it('enrols an app, asks its code after the password, takes a recovery code once, and throttles wrong codes', async () => {
    const { body: started } = await gateway.graphql(StartDocument, {}, cookie);
    const enrolment = started.data!.startAuthenticatorEnrolment.enrolment!;
    expect(new URL(enrolment.otpauthUri).searchParams.get('secret')).toBe(enrolment.secret);
    const { body: confirmed } = await gateway.graphql(
      ConfirmDocument,
      { input: { enrolmentKey: enrolment.enrolmentKey, code: appCode(enrolment.secret), name: 'Téléphone' } },
      cookie,
    );
    const { secondFactor, recoveryCodes } = confirmed.data!.confirmAuthenticator;
    expect(secondFactor).toMatchObject({ kind: 'AUTHENTICATOR_APP', name: 'Téléphone', lastUsedAt: null });
    expect(recoveryCodes).toHaveLength(10);

    const { body: renamed } = await gateway.graphql(
      RenameDocument,
      { input: { secondFactorId: secondFactor!.id, name: 'Téléphone de Marie' } },
      cookie,
    );
    expect(renamed.data!.renameSecondFactor).toEqual({
      secondFactor: { id: secondFactor!.id, name: 'Téléphone de Marie' },
      errors: [],
    });

    const first = await passwordStep();
    expect(first.payload).toEqual({ viewer: null, secondStepRequired: true, errors: [] });
    const { body: verified } = await gateway.graphql(
      VerifyDocument,
      { code: appCode(enrolment.secret, 30) },
      first.secondStep,
    );
    expect(verified.data!.verifySecondFactor).toEqual({
      viewer: { id: LOGIN },
      secondStepRequired: false,
      errors: [],
    });

    const recovery = await passwordStep();
    const { body: recovered } = await gateway.graphql(
      VerifyDocument,
      { code: recoveryCodes![0]! },
      recovery.secondStep,
    );
    expect(recovered.data!.verifySecondFactor.viewer).toEqual({ id: LOGIN });
    const again = await passwordStep();
    const { body: reused } = await gateway.graphql(
      VerifyDocument,
      { code: recoveryCodes![0]! },
      again.secondStep,
    );
    expect(reused.data!.verifySecondFactor.errors).toEqual([
      { field: null, message: SECOND_FACTOR_CODE_WRONG },
    ]);

    const { body: listed } = await gateway.graphql(FactorsDocument, {}, cookie);
    expect(listed.data!.viewer).toMatchObject({
      secondFactors: [
        { id: secondFactor!.id, name: 'Téléphone de Marie', lastUsedAt: expect.any(String) as string },
      ],
      recoveryCodesLeft: 9,
    });

    const { body: kept } = await gateway.graphql(
      RemoveDocument,
      { input: { secondFactorId: secondFactor!.id } },
      cookie,
    );
    expect(kept.data!.removeSecondFactor).toEqual({
      removedId: null,
      errors: [{ field: null, message: SECOND_FACTOR_PASSWORD_REQUIRED }],
    });

    // The wrong code just given counted once; nine more, then even the right code is throttled.
    for (let i = 0; i < 9; i += 1)
      await gateway.graphql(VerifyDocument, { code: '000000' }, again.secondStep);
    const { body: throttled } = await gateway.graphql(
      VerifyDocument,
      { code: appCode(enrolment.secret, 30) },
      again.secondStep,
    );
    expect(throttled.data!.verifySecondFactor.errors).toEqual([
      { field: null, message: TOO_MANY_ATTEMPTS_MESSAGE },
    ]);
  });

  it('refuses a token the enrolment (SESSION_REQUIRED)', async () => {
    const created = await gateway.post<{ data: { createApiToken: { plainTextToken: string } } }>(
      {
        query:
          'mutation { createApiToken(input: { name: "Script", scope: WRITE, password: "Portail-Demo-2026!" }) { plainTextToken } }',
      },
      cookie,
    );
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${created.body.data.createApiToken.plainTextToken}`,
      },
      body: JSON.stringify({ query: 'mutation { startAuthenticatorEnrolment { errors { message } } }' }),
    });
    expect(await response.json()).toMatchObject({
      errors: [{ message: API_TOKEN_SESSION_ONLY, extensions: { code: 'SESSION_REQUIRED' } }],
    });
  });
});
