import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import {
  decodeOutcome,
  UPLOAD_CSRF_HEADER,
  UPLOAD_RESULT_HEADER,
} from '@portal/schema/rules/document-uploads';
import { SIGN_IN_MAX_FAILURES, TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../testkit/session.ts';
import { operation, replicaOf, replicasLogging, signIn, turnAwayFrom, useCluster } from './shape.ts';

// Requests spread over both replicas by nginx, as in docker-compose: what one replica does, the other sees. A
// budget of 60 points a minute lets a token spend it all in a few requests (1 point leaks back each second).
const shape = useCluster({ RATE_LIMIT_POINTS_PER_MINUTE: '60' });
const other = (replica: string) => (replica === 'gateway-1' ? 'gateway-2' : 'gateway-1');

describe('a person through nginx', () => {
  it('signs in on one replica and reads the home from the other', async () => {
    const { cluster } = shape;
    const { cookie, replica } = await signIn(cluster, 'proprietaire@demo.fr');
    await turnAwayFrom(cluster, replica);
    const home = await operation(cluster, 'Home', { codeDossier: 'AGR001' }, { cookie });
    expect(await replicaOf(cluster, home.requestId)).toBe(other(replica));
    expect(home.body.errors).toBeUndefined();
    expect(JSON.stringify(home.body.data)).toContain('AGR001');
  });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const TUS = { 'tus-resumable': '1.0.0', [UPLOAD_CSRF_HEADER]: '1' };

describe('a resumable upload through nginx', () => {
  it('cut half-way on one replica, resumes on the other and reaches the legacy byte for byte', async () => {
    const { cluster } = shape;
    const { cookie } = await signIn(cluster, 'proprietaire@demo.fr');
    const content = randomBytes(4 * 1024 * 1024);
    const name = 'bilan-reprise-replique.pdf';
    const created = await fetch(`${cluster.url}/fichiers/depots`, {
      method: 'POST',
      headers: {
        ...TUS,
        cookie,
        'upload-length': String(content.length),
        'upload-metadata': [
          `filename ${b64(name)}`,
          `filetype ${b64('application/pdf')}`,
          `codedossier ${b64('AGR001')}`,
          `typeFichier ${b64('AUTRESDOCS')}`,
        ].join(','),
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', cluster.url).href;
    const id = url.split('/').at(-1) ?? '';

    // Half the file goes, then the connection drops with the rest unsent.
    const cut = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(content.length),
      },
    });
    cut.on('error', () => undefined);
    cut.write(content.subarray(0, content.length / 2));
    const parts = path.join(cluster.dir, 'uploads', id);
    await expect.poll(async () => (await stat(parts).catch(() => null))?.size ?? 0).toBe(content.length / 2);
    cut.destroy();
    // The tus answers are written by @tus/server itself, without the x-request-id header: the replica is found by
    // the request line it logged.
    const logged = (method: string) =>
      replicasLogging(cluster, `"method":"${method}","url":"/fichiers/depots/${id}"`);
    await expect.poll(() => logged('PATCH')).toHaveLength(1);
    const cutOn = logged('PATCH')[0] ?? '';

    // The browser asks where it stands and sends the rest, to whichever replica nginx picks: here the other.
    await turnAwayFrom(cluster, cutOn);
    const asked = await fetch(url, { method: 'HEAD', headers: { ...TUS, cookie } });
    await expect.poll(() => logged('HEAD')).toEqual([other(cutOn)]);
    const offset = Number(asked.headers.get('upload-offset'));
    expect(offset).toBe(content.length / 2);
    await turnAwayFrom(cluster, cutOn);
    const done = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(content.subarray(offset)),
    });
    expect(done.status).toBe(204);
    await expect.poll(() => logged('PATCH').sort()).toEqual(['gateway-1', 'gateway-2']);
    expect(decodeOutcome(done.headers.get(UPLOAD_RESULT_HEADER))).toEqual({ statut: 'envoye' });

    const folder = path.join(cluster.dir, 'legacy', 'files', 'documents', 'AGR001');
    const stored = await Promise.all(
      (await readdir(folder)).map((entry) =>
        readFile(path.join(folder, entry, `1-${name}`)).catch(() => null),
      ),
    );
    const bytes = stored.find((file) => file !== null) ?? Buffer.alloc(0);
    console.log(
      `topology: upload cut at ${offset} bytes on ${cutOn}, resumed on ${other(cutOn)}: ` +
        `${bytes.length} of ${content.length} bytes at the legacy, sha256 ${sha256(bytes) === sha256(content) ? 'equal' : 'different'}`,
    );
    expect(bytes.length).toBe(content.length);
    expect(sha256(bytes)).toBe(sha256(content));
  });
});

describe('an API token through nginx', () => {
  it('created on one replica works on both, and once revoked on one is refused at once by the other', async () => {
    const { cluster } = shape;
    const { cookie } = await signIn(cluster, 'particulier@demo.fr');
    const created = await operation(
      cluster,
      'CreateApiToken',
      { input: { name: 'Export des répliques', password: DEMO_PASSWORD } },
      { cookie },
    );
    const payload = created.body.data?.createApiToken as { plainTextToken: string; apiToken: { id: string } };
    const token = payload.plainTextToken;
    const createdOn = await replicaOf(cluster, created.requestId);

    const servedBy = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const read = await operation(cluster, 'LandingViewer', {}, { token });
      expect(read.status).toBe(200);
      expect(read.body.errors).toBeUndefined();
      servedBy.add(await replicaOf(cluster, read.requestId));
    }
    expect([...servedBy].sort()).toEqual(['gateway-1', 'gateway-2']);

    await turnAwayFrom(cluster, other(createdOn));
    const revoked = await operation(
      cluster,
      'RevokeApiToken',
      { apiTokenId: payload.apiToken.id },
      { cookie },
    );
    const revokedOn = await replicaOf(cluster, revoked.requestId);
    expect(revoked.body.data?.revokeApiToken).toMatchObject({ revokedId: payload.apiToken.id });
    const refused = await operation(cluster, 'LandingViewer', {}, { token });
    expect(await replicaOf(cluster, refused.requestId)).toBe(other(revokedOn));
    expect(refused.status).toBe(401);
  });
});

describe('limits counted once for both replicas', () => {
  it('throttles sign-in after the failures on both replicas together, whatever X-Forwarded-For the client writes', async () => {
    const { cluster } = shape;
    const login = 'associe@demo.fr';
    const servedBy = new Set<string>();
    for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++) {
      const failed = await operation(
        cluster,
        'SignIn',
        { input: { login, password: 'Mauvais-Mot-De-Passe-1' } },
        // A client reaching nginx cannot pass for another address: nginx appends the one it saw.
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      );
      servedBy.add(await replicaOf(cluster, failed.requestId));
    }
    expect(servedBy.size).toBe(2);
    const refused = await operation(cluster, 'SignIn', { input: { login, password: DEMO_PASSWORD } });
    expect(JSON.stringify(refused.body)).toContain(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('spends a token’s rate budget once, whichever replica answers', async () => {
    const { cluster } = shape;
    const { cookie } = await signIn(cluster, 'sansdossier@demo.fr');
    const created = await operation(
      cluster,
      'CreateApiToken',
      { input: { name: 'Budget partagé', password: DEMO_PASSWORD } },
      { cookie },
    );
    const token = (created.body.data?.createApiToken as { plainTextToken: string }).plainTextToken;
    const servedBy = new Set<string>();
    let answered = 0;
    let refused = false;
    const startedAt = Date.now();
    // Each request costs at least a point: the 60 points of one bucket run out after about 60 requests, one bucket
    // per replica would last about 120.
    for (let attempt = 0; attempt < 100 && !refused; attempt++) {
      const read = await operation(cluster, 'LandingViewer', {}, { token });
      servedBy.add(await replicaOf(cluster, read.requestId));
      refused = read.status === 429;
      if (!refused) answered++;
    }
    expect(servedBy.size).toBe(2);
    expect(refused).toBe(true);
    // What leaked back meanwhile (a point a second) bought a request each.
    const leaked = Math.ceil((Date.now() - startedAt) / 1000);
    expect(answered).toBeLessThanOrEqual(60 + leaked);
  });
});

describe('the replicas behind nginx', () => {
  it('are reachable only on loopback, where nginx reaches them, and keep their metrics from the public side', async () => {
    const { cluster } = shape;
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4')
      .map((address) => address?.address ?? '');
    expect(outside.length).toBeGreaterThan(0);
    for (const replica of cluster.replicas) {
      for (const address of outside) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = connect(replica.port, address);
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
        expect(reached, `${replica.name} on ${address}:${replica.port}`).toBe(false);
      }
      expect((await fetch(`${replica.url}/metrics`)).status).toBe(200);
    }
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
  });
});
