import { API_TOKEN_SESSION_ONLY } from '@portal/schema/rules/api-tokens';
import {
  SECOND_FACTOR_CODE_WRONG,
  SECOND_FACTOR_ENROLMENT_EXPIRED,
  SECOND_FACTOR_PASSWORD_REQUIRED,
  SECOND_FACTOR_PASSWORD_WRONG,
  SECOND_FACTOR_UNAVAILABLE,
  SECOND_STEP_EXPIRED,
} from '@portal/schema/rules/second-factor';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  postGraphQL,
  SESSION,
  startGatewayAgainst,
  useOwnerStack,
} from '../../testing/fake-legacy.ts';
import { startRedis } from '../../testing/redis-server.ts';
import { appCode, cookieSet, enrolAuthenticator } from '../../testing/second-factor.ts';

const stack = useOwnerStack();
type Gateway = Awaited<ReturnType<typeof startGatewayAgainst>>;

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { viewer { login } secondStepRequired errors { message } }
}`;
const VERIFY = `mutation ($code: String!) {
  verifySecondFactor(code: $code) { viewer { login } secondStepRequired errors { message } }
}`;
const FACTORS = '{ viewer { secondFactors { id name kind lastUsedAt } recoveryCodesLeft } }';

interface SignInAnswer {
  viewer: { login: string } | null;
  secondStepRequired: boolean;
  errors: { message: string }[];
}

/** The password step: its answer, and the cookies it set (`name=value`). */
async function signIn(gateway: Gateway = stack.gateway, password = PASSWORD) {
  const { response, json } = await postGraphQL(gateway.app, {
    query: SIGN_IN,
    variables: { input: { login: 'proprietaire@demo.fr', password } },
  });
  return {
    answer: (json().data as { signIn: SignInAnswer }).signIn,
    secondStep: cookieSet(response.headers, 'portail_second_step'),
    session: cookieSet(response.headers, 'portail_session'),
  };
}

async function verify(code: string, cookie: string | null, gateway: Gateway = stack.gateway) {
  const { response, json } = await postGraphQL(
    gateway.app,
    { query: VERIFY, variables: { code } },
    cookie ? { cookie } : {},
  );
  return {
    answer: (json().data as { verifySecondFactor: SignInAnswer }).verifySecondFactor,
    session: cookieSet(response.headers, 'portail_session'),
  };
}

const signedIn = { viewer: { login: 'proprietaire@demo.fr' }, secondStepRequired: false, errors: [] };
const refusedWith = (message: string, secondStepRequired: boolean) => ({
  viewer: null,
  secondStepRequired,
  errors: [{ message }],
});

describe('enrolling an authenticator app', () => {
  it('adds the app named by the person once its first code is right, with ten recovery codes shown once', async () => {
    const { recoveryCodes } = await enrolAuthenticator(stack.gateway.app, SESSION);
    expect(recoveryCodes).toHaveLength(10);
    const { json } = await postGraphQL(stack.gateway.app, { query: FACTORS }, { cookie: SESSION });
    expect(json().data).toEqual({
      viewer: {
        secondFactors: [
          {
            id: expect.stringMatching(/^[0-9a-f]{16}$/) as string,
            name: 'Téléphone de Marie',
            kind: 'AUTHENTICATOR_APP',
            lastUsedAt: null,
          },
        ],
        recoveryCodesLeft: 10,
      },
    });
    const second = await enrolAuthenticator(stack.gateway.app, SESSION, 'Tablette');
    expect(second.recoveryCodes).toEqual([]);
  });

  it('refuses a wrong first code and an enrolment key changed by hand, adding nothing', async () => {
    const { json: started } = await postGraphQL(
      stack.gateway.app,
      { query: 'mutation { startAuthenticatorEnrolment { enrolment { enrolmentKey secret qrCodeSvg } } }' },
      { cookie: SESSION },
    );
    const { enrolment } = (
      started().data as {
        startAuthenticatorEnrolment: {
          enrolment: { enrolmentKey: string; secret: string; qrCodeSvg: string };
        };
      }
    ).startAuthenticatorEnrolment;
    expect(enrolment.qrCodeSvg).toMatch(/^<svg/);
    const confirm = async (enrolmentKey: string, code: string) => {
      const { json } = await postGraphQL(
        stack.gateway.app,
        {
          query: `mutation ($input: ConfirmAuthenticatorInput!) {
            confirmAuthenticator(input: $input) { secondFactor { id } errors { message } }
          }`,
          variables: { input: { enrolmentKey, code, name: 'Téléphone' } },
        },
        { cookie: SESSION },
      );
      return (json().data as { confirmAuthenticator: unknown }).confirmAuthenticator;
    };
    const wrong = appCode(enrolment.secret) === '000000' ? '111111' : '000000';
    expect(await confirm(enrolment.enrolmentKey, wrong)).toEqual({
      secondFactor: null,
      errors: [{ message: SECOND_FACTOR_CODE_WRONG }],
    });
    const changed = `${enrolment.enrolmentKey.slice(0, -2)}${enrolment.enrolmentKey.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await confirm(changed, appCode(enrolment.secret))).toEqual({
      secondFactor: null,
      errors: [{ message: SECOND_FACTOR_ENROLMENT_EXPIRED }],
    });
    expect((await signIn()).answer).toEqual(signedIn);
  });

  it('refuses an API token the enrolment, the renaming and the removal (SESSION_REQUIRED)', async () => {
    const { id } = await enrolAuthenticator(stack.gateway.app, SESSION);
    const { json: created } = await postGraphQL(
      stack.gateway.app,
      {
        query:
          'mutation { createApiToken(input: { name: "Script", scope: WRITE, password: "Portail-Demo-2026!" }) { plainTextToken } }',
      },
      { cookie: SESSION },
    );
    const token = (created().data as { createApiToken: { plainTextToken: string } }).createApiToken
      .plainTextToken;
    for (const query of [
      'mutation { startAuthenticatorEnrolment { errors { message } } }',
      `mutation { renameSecondFactor(input: { secondFactorId: "${id}", name: "Volé" }) { errors { message } } }`,
      `mutation { removeSecondFactor(input: { secondFactorId: "${id}", password: "${PASSWORD}" }) { removedId } }`,
    ]) {
      const response = await stack.gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query }),
      });
      expect(response.json()).toMatchObject({
        errors: [{ message: API_TOKEN_SESSION_ONLY, extensions: { code: 'SESSION_REQUIRED' } }],
      });
    }
    const { json } = await postGraphQL(stack.gateway.app, { query: FACTORS }, { cookie: SESSION });
    expect(json().data).toMatchObject({ viewer: { secondFactors: [{ id, name: 'Téléphone de Marie' }] } });
  });
});

describe('signing in with a second factor', () => {
  it('opens no session after the password, then opens it with a code of the app', async () => {
    const { secret } = await enrolAuthenticator(stack.gateway.app, SESSION);
    const step = await signIn();
    expect(step.answer).toEqual({ viewer: null, secondStepRequired: true, errors: [] });
    expect(step.session).toBeNull();
    expect(step.secondStep).not.toBeNull();
    // The code of the next step: the enrolment used the current one, and a code is never accepted twice.
    const done = await verify(appCode(secret, 30), step.secondStep);
    expect(done.answer).toEqual(signedIn);
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ viewer { id } }' },
      { cookie: done.session! },
    );
    expect(json().data).toEqual({ viewer: { id: 'proprietaire@demo.fr' } });
  });

  it('refuses a wrong code, a code already used, and a code without the password step', async () => {
    const { secret } = await enrolAuthenticator(stack.gateway.app, SESSION);
    const { secondStep } = await signIn();
    expect(await verify('000000', secondStep).then((v) => v.answer)).toEqual(
      refusedWith(SECOND_FACTOR_CODE_WRONG, true),
    );
    expect(await verify(appCode(secret), secondStep).then((v) => v.answer)).toEqual(
      refusedWith(SECOND_FACTOR_CODE_WRONG, true),
    );
    expect(await verify(appCode(secret, 30), null).then((v) => v.answer)).toEqual(
      refusedWith(SECOND_STEP_EXPIRED, false),
    );
  });

  it('throttles the 11th wrong code like a password, even a right one after, and the password too', async () => {
    const { secret } = await enrolAuthenticator(stack.gateway.app, SESSION);
    const { secondStep } = await signIn();
    for (let i = 0; i < 10; i += 1) {
      // Sequential on purpose: each failure must be counted before the next attempt.
      const { answer } = await verify('000000', secondStep);
      expect(answer.errors).toEqual([{ message: SECOND_FACTOR_CODE_WRONG }]);
    }
    const throttled = await verify(appCode(secret, 30), secondStep);
    expect(throttled.answer).toEqual(refusedWith(TOO_MANY_ATTEMPTS_MESSAGE, false));
    expect(throttled.session).toBeNull();
    expect((await signIn()).answer).toEqual(refusedWith(TOO_MANY_ATTEMPTS_MESSAGE, false));
  });

  it('shares the count of wrong codes between two gateways on one Redis', async () => {
    const redis = await startRedis();
    const replicas = await Promise.all(
      [1, 2].map(() => startGatewayAgainst(stack.legacy.url, { REDIS_URL: redis.url })),
    );
    try {
      const [first, second] = replicas as [Gateway, Gateway];
      const { secret } = await enrolAuthenticator(first.app, SESSION);
      const { secondStep, answer } = await signIn(second);
      expect(answer.secondStepRequired).toBe(true);
      for (let i = 0; i < 10; i += 1) await verify('000000', secondStep, i % 2 === 0 ? first : second);
      expect((await verify(appCode(secret, 30), secondStep, first)).answer).toEqual(
        refusedWith(TOO_MANY_ATTEMPTS_MESSAGE, false),
      );
    } finally {
      await Promise.all(replicas.map((replica) => replica.app.close()));
      await redis.stop();
    }
  });

  it('lets a recovery code in once, and refuses it the second time', async () => {
    const { recoveryCodes } = await enrolAuthenticator(stack.gateway.app, SESSION);
    const code = recoveryCodes[0]!;
    const first = await signIn();
    expect((await verify(code.toUpperCase(), first.secondStep)).answer).toEqual(signedIn);
    const again = await signIn();
    expect((await verify(code, again.secondStep)).answer).toEqual(
      refusedWith(SECOND_FACTOR_CODE_WRONG, true),
    );
    const { json } = await postGraphQL(stack.gateway.app, { query: FACTORS }, { cookie: SESSION });
    expect(json().data).toMatchObject({ viewer: { recoveryCodesLeft: 9 } });
  });

  it('refuses the sign-in of anyone while the factors cannot be read, rather than let them in without', async () => {
    const redis = await startRedis();
    const gateway = await startGatewayAgainst(stack.legacy.url, { REDIS_URL: redis.url });
    try {
      await enrolAuthenticator(gateway.app, SESSION);
      await redis.stop();
      const { answer, session, secondStep } = await signIn(gateway);
      expect(answer).toEqual(refusedWith(SECOND_FACTOR_UNAVAILABLE, false));
      expect(session).toBeNull();
      expect(secondStep).toBeNull();
    } finally {
      await gateway.app.close();
    }
  });
});

describe('renaming and removing a factor', () => {
  const REMOVE = `mutation ($input: RemoveSecondFactorInput!) {
    removeSecondFactor(input: $input) { removedId errors { message } }
  }`;
  const remove = async (input: Record<string, unknown>) => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: REMOVE, variables: { input } },
      { cookie: SESSION },
    );
    return (json().data as { removeSecondFactor: unknown }).removeSecondFactor;
  };

  it('renames a factor of the person', async () => {
    const { id } = await enrolAuthenticator(stack.gateway.app, SESSION);
    const { json } = await postGraphQL(
      stack.gateway.app,
      {
        query: `mutation { renameSecondFactor(input: { secondFactorId: "${id}", name: " Tablette " }) {
          secondFactor { name } errors { message } } }`,
      },
      { cookie: SESSION },
    );
    expect(json().data).toEqual({ renameSecondFactor: { secondFactor: { name: 'Tablette' }, errors: [] } });
  });

  it('removes one of two factors at once, and the last only with the right password', async () => {
    const first = await enrolAuthenticator(stack.gateway.app, SESSION);
    const last = await enrolAuthenticator(stack.gateway.app, SESSION, 'Tablette');
    expect(await remove({ secondFactorId: first.id })).toEqual({ removedId: first.id, errors: [] });
    expect(await remove({ secondFactorId: last.id })).toEqual({
      removedId: null,
      errors: [{ message: SECOND_FACTOR_PASSWORD_REQUIRED }],
    });
    expect(await remove({ secondFactorId: last.id, password: 'mauvais' })).toEqual({
      removedId: null,
      errors: [{ message: SECOND_FACTOR_PASSWORD_WRONG }],
    });
    expect((await signIn()).answer.secondStepRequired).toBe(true);
    expect(await remove({ secondFactorId: last.id, password: PASSWORD })).toEqual({
      removedId: last.id,
      errors: [],
    });
    expect((await signIn()).answer).toEqual(signedIn);
  });
});
