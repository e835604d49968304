import { PASSKEY_REFUSED } from '@portal/schema/rules/second-factor';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/cluster.mjs';
import { SoftwarePasskey } from '../contract/second-factor-authenticator.ts';
import { DEMO_PASSWORD } from '../testkit/session.ts';
import { operation, replicaOf, signIn, turnAwayFrom, useCluster, type Caller } from './shape.ts';

// Issue 47 in the production shape: second factors in the replicas' Redis (decision 011), with its append-only
// file (decision 009). PUBLIC_ORIGIN as in production: nginx's address, the passkeys' origin and RP ID.
const port = await freePort();
const ORIGIN = `http://127.0.0.1:${port}`;
const shape = useCluster({ PUBLIC_ORIGIN: ORIGIN }, port);

const LOGIN = 'double.facteur@demo.fr';

interface SignedIn {
  viewer: { id: string } | null;
  secondStepRequired: boolean;
  errors: { message: string }[];
}

/** Sends an operation and answers its payload, the replica that served it and the cookies it set. */
async function send(name: string, variables: Record<string, unknown>, caller: Caller) {
  const { cluster } = shape;
  const answer = await operation(cluster, name, variables, caller);
  expect(answer.body.errors).toBeUndefined();
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  return {
    payload: answer.body.data?.[field] as Record<string, unknown>,
    replica: await replicaOf(cluster, answer.requestId),
    cookies: answer.cookies,
  };
}

/** The password step, served by the replica other than `awayFrom`: its payload and second step's cookie. */
async function passwordStep(awayFrom: string) {
  await turnAwayFrom(shape.cluster, awayFrom);
  const { payload, replica, cookies } = await send(
    'SignIn',
    { input: { login: LOGIN, password: DEMO_PASSWORD } },
    {},
  );
  const secondStep = cookies.find((cookie) => cookie.startsWith('portail_second_step=')) ?? '';
  return { payload: payload as unknown as SignedIn, replica, secondStep };
}

/** The passkey's second step, its options from one replica and its answer to the other. */
async function passkeyStep(passkey: SoftwarePasskey, secondStep: string) {
  const started = await send('StartSecondStep', {}, { cookie: secondStep });
  const response = passkey.get(started.payload.passkeyOptions as string);
  await turnAwayFrom(shape.cluster, started.replica);
  const verified = await send('VerifyPasskey', { response, rememberDevice: false }, { cookie: secondStep });
  expect(verified.replica).not.toBe(started.replica);
  return { response, payload: verified.payload as unknown as SignedIn };
}

describe('second factors in the production shape', () => {
  it('a factor enrolled through one replica is asked for by the other, and survives a Redis restart', async () => {
    const { cluster } = shape;
    const { cookie } = await signIn(cluster, LOGIN);

    // An app, confirmed through one replica.
    const started = await send('StartAuthenticatorEnrolment', {}, { cookie });
    const { enrolmentKey, secret } = started.payload.enrolment as { enrolmentKey: string; secret: string };
    const confirmed = await send(
      'ConfirmAuthenticator',
      { input: { enrolmentKey, code: new TOTP({ secret }).generate(), name: 'Téléphone' } },
      { cookie },
    );
    expect(confirmed.payload.errors).toEqual([]);

    // A passkey: its challenge kept in Redis by one replica, taken (GETDEL) by the other.
    const passkey = new SoftwarePasskey(ORIGIN);
    const creation = await send('StartPasskeyEnrolment', {}, { cookie });
    await turnAwayFrom(cluster, creation.replica);
    const enrolled = await send(
      'ConfirmPasskey',
      { input: { response: passkey.create(creation.payload.options as string), name: 'Portable' } },
      { cookie },
    );
    expect(enrolled.replica).not.toBe(creation.replica);
    expect(enrolled.payload.errors).toEqual([]);

    // The other replica asks for them after the password.
    const first = await passwordStep(confirmed.replica);
    expect(first.replica).not.toBe(confirmed.replica);
    expect(first.payload).toMatchObject({ viewer: null, secondStepRequired: true });
    const { response, payload } = await passkeyStep(passkey, first.secondStep);
    expect(payload).toMatchObject({ viewer: { id: LOGIN }, secondStepRequired: false });
    // The challenge was taken once, in Redis: the same answer again, on either replica, opens nothing.
    const replay = await passwordStep(first.replica);
    const replayed = await send(
      'VerifyPasskey',
      { response, rememberDevice: false },
      { cookie: replay.secondStep },
    );
    expect(replayed.payload).toMatchObject({ viewer: null, errors: [{ message: PASSKEY_REFUSED }] });

    // Killed, not stopped: what Redis had acknowledged is in its append-only file already.
    await cluster.restartRedis('SIGKILL');
    // The replicas reconnect on their own; meanwhile the sign-in is refused, never let through on the password.
    const passwordAlone = async () =>
      (await operation(cluster, 'SignIn', { input: { login: LOGIN, password: DEMO_PASSWORD } })).body.data
        ?.signIn as SignedIn | undefined;
    await expect.poll(async () => (await passwordAlone())?.secondStepRequired).toBe(true);

    const afterRestart = await passwordStep(enrolled.replica);
    expect(afterRestart.payload).toMatchObject({ viewer: null, secondStepRequired: true });
    const withCode = await send(
      'VerifySecondFactor',
      { code: new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 }), rememberDevice: false },
      { cookie: afterRestart.secondStep },
    );
    expect(withCode.payload).toMatchObject({ viewer: { id: LOGIN }, secondStepRequired: false });
    const withPasskey = await passkeyStep(passkey, (await passwordStep(withCode.replica)).secondStep);
    expect(withPasskey.payload).toMatchObject({ viewer: { id: LOGIN }, secondStepRequired: false });
  });
});
