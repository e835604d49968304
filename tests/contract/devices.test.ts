import { API_TOKEN_SESSION_ONLY } from '@portal/schema/rules/api-tokens';
import { DEVICE_UNKNOWN } from '@portal/schema/rules/devices';
import { startRedis } from '@portal/gateway/testing/redis-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { DEMO_PASSWORD, startGateway } from './support.ts';

type Gateway = Awaited<ReturnType<typeof startGateway>>;

const DevicesDocument = graphql(`
  query ContractDevices {
    viewer {
      id
      devices {
        id
        kind
        name
        signedInAt
        lastUsedAt
        current
      }
    }
  }
`);

const SignOutDeviceDocument = graphql(`
  mutation ContractSignOutDevice($deviceId: ID!) {
    signOutDevice(deviceId: $deviceId) {
      signedOutId
      errors {
        field
        message
      }
    }
  }
`);

const CreateTokenDocument = graphql(`
  mutation ContractDevicesCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
      }
      plainTextToken
      errors {
        message
      }
    }
  }
`);

async function devicesOf(gateway: Gateway, cookie: string) {
  const { body } = await gateway.graphql(DevicesDocument, {}, cookie);
  return body.data?.viewer?.devices ?? null;
}

/** The id of the browser session `cookie` stands for, as its own list marks it. */
async function currentDeviceId(gateway: Gateway, cookie: string): Promise<string> {
  const current = (await devicesOf(gateway, cookie))?.find((device) => device.current);
  if (!current) throw new Error('the session does not see itself in its devices');
  return current.id;
}

const viewerOf = async (gateway: Gateway, cookie: string) =>
  (await gateway.graphql(DevicesDocument, {}, cookie)).body.data?.viewer ?? null;

/** What a script sends: the token alone, no cookie. */
const asScript = (gateway: Gateway, token: string, query: string) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  }).then((response) => response.json() as Promise<unknown>);

describe('the devices signed in as a person, on one gateway', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('lists both browser sessions of one person, each marking itself as the current one, first', async () => {
    const laptop = await gateway.signIn('collaborateur');
    const phone = await gateway.signIn('collaborateur');
    const seenFromLaptop = await devicesOf(gateway, laptop);
    const seenFromPhone = await devicesOf(gateway, phone);
    const browsers = seenFromLaptop!.filter((device) => device.kind === 'BROWSER');
    expect(browsers.length).toBeGreaterThanOrEqual(2);
    expect(browsers.every((device) => device.id.startsWith('session:') && device.lastUsedAt !== null)).toBe(
      true,
    );
    const laptopId = seenFromLaptop!.find((device) => device.current)!.id;
    const phoneId = seenFromPhone!.find((device) => device.current)!.id;
    expect(laptopId).not.toBe(phoneId);
    expect(browsers.map((device) => device.id)).toEqual(expect.arrayContaining([laptopId, phoneId]));
    // The phone signed in last: oldest first would put it after the laptop.
    expect(seenFromLaptop![0]!.id).toBe(laptopId);
    expect(seenFromPhone![0]!.id).toBe(phoneId);
  });

  it('answers the next request of a session signed out from another browser as signed out', async () => {
    const laptop = await gateway.signIn('associe@demo.fr');
    const phone = await gateway.signIn('associe@demo.fr');
    const phoneId = await currentDeviceId(gateway, phone);

    const { body } = await gateway.graphql(SignOutDeviceDocument, { deviceId: phoneId }, laptop);
    expect(body.data!.signOutDevice).toEqual({ signedOutId: phoneId, errors: [] });

    const next = await gateway.graphql(DevicesDocument, {}, phone);
    expect(next.body.data?.viewer ?? null).toBeNull();
    expect(next.response.headers.get('set-cookie')).toMatch(/^portail_session=;/);
    expect((await devicesOf(gateway, laptop))!.map((device) => device.id)).not.toContain(phoneId);
    expect(await viewerOf(gateway, laptop)).not.toBeNull();
  });

  it('refuses to sign out another person’s session, which goes on', async () => {
    const mine = await gateway.signIn('proprietaire@demo.fr');
    const someoneElse = await gateway.signIn('collaborateur');
    const myId = await currentDeviceId(gateway, mine);

    const { body } = await gateway.graphql(SignOutDeviceDocument, { deviceId: myId }, someoneElse);
    expect(body.data!.signOutDevice).toEqual({
      signedOutId: null,
      errors: [{ field: 'deviceId', message: DEVICE_UNKNOWN }],
    });
    expect((await devicesOf(gateway, mine))!.map((device) => device.id)).toContain(myId);
  });

  it('lists a token beside the browsers, and signing it out revokes it', async () => {
    const cookie = await gateway.signIn('collaborateur');
    const { body } = await gateway.graphql(
      CreateTokenDocument,
      { input: { name: 'Export des appareils', password: DEMO_PASSWORD } },
      cookie,
    );
    const { apiToken, plainTextToken } = body.data!.createApiToken;
    const tokenDevice = (await devicesOf(gateway, cookie))!.find(
      (device) => device.id === `token:${apiToken!.id}`,
    );
    expect(tokenDevice).toMatchObject({ kind: 'API_TOKEN', name: 'Export des appareils', current: false });

    const signedOut = await gateway.graphql(SignOutDeviceDocument, { deviceId: tokenDevice!.id }, cookie);
    expect(signedOut.body.data!.signOutDevice.errors).toEqual([]);
    expect(await asScript(gateway, plainTextToken!, '{ viewer { login } }')).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('refuses a token both the list and the sign-out (SESSION_REQUIRED), and signs nothing out', async () => {
    const cookie = await gateway.signIn('associe@demo.fr');
    const myId = await currentDeviceId(gateway, cookie);
    const { body } = await gateway.graphql(
      CreateTokenDocument,
      { input: { name: 'Script', scope: 'WRITE', password: DEMO_PASSWORD } },
      cookie,
    );
    const token = body.data!.createApiToken.plainTextToken!;
    const refused = {
      errors: [{ message: API_TOKEN_SESSION_ONLY, extensions: { code: 'SESSION_REQUIRED' } }],
    };
    expect(
      await asScript(gateway, token, `mutation { signOutDevice(deviceId: "${myId}") { signedOutId } }`),
    ).toMatchObject(refused);
    expect(await asScript(gateway, token, '{ viewer { devices { id } } }')).toMatchObject(refused);
    expect((await devicesOf(gateway, cookie))!.map((device) => device.id)).toContain(myId);
  });
});

describe('the devices of a person across two gateways on one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let replicas: [Gateway, Gateway];

  beforeAll(async () => {
    redis = await startRedis();
    replicas = (await Promise.all([1, 2].map(() => startGateway({ env: { REDIS_URL: redis.url } })))) as [
      Gateway,
      Gateway,
    ];
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await redis.stop();
  });

  it('refuses on one gateway a session signed out through the other', async () => {
    const [first, second] = replicas;
    const laptop = await first.signIn('collaborateur');
    const phone = await first.signIn('collaborateur');
    const phoneId = await currentDeviceId(second, phone);
    expect(await viewerOf(first, phone)).not.toBeNull();

    const { body } = await second.graphql(SignOutDeviceDocument, { deviceId: phoneId }, laptop);
    expect(body.data!.signOutDevice.errors).toEqual([]);

    expect(await viewerOf(first, phone)).toBeNull();
    expect(await viewerOf(first, laptop)).not.toBeNull();
  });
});
