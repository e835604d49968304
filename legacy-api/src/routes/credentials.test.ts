import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_FIELDS_REQUIRED } from '@portal/schema/rules/credentials';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let partner: string;
beforeAll(async () => {
  ctx = await startTestApp();
  [owner, partner] = await Promise.all([
    signIn(ctx.app, 'proprietaire@demo.fr'),
    signIn(ctx.app, 'associe@demo.fr'),
  ]);
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = owner) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

interface Identifiant {
  id: number;
  titre: string;
  nomUtilisateur: string;
  dateModificationAdherent: string | null;
}

const SECRET = 'Canari-Emulateur-7f3a!';

describe('shared credentials (/api/identifiants)', () => {
  it('adds, lists, changes and revokes a credential without ever answering its password', async () => {
    const created = await call('POST', '/api/identifiants/VIT002', {
      titre: 'Mutuelle',
      nomUtilisateur: 'morel.vit',
      motDePasse: SECRET,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<Identifiant>();
    const renamed = await call('PUT', `/api/identifiants/VIT002/${id}`, {
      titre: 'Mutuelle agricole',
      nomUtilisateur: 'morel.vit',
    });
    expect(renamed.json<Identifiant>()).toMatchObject({ titre: 'Mutuelle agricole' });
    expect(renamed.json<Identifiant>().dateModificationAdherent).not.toBeNull();
    const list = await call('GET', '/api/identifiants/VIT002');
    expect(list.json<Identifiant[]>().map((c) => c.titre)).toContain('Mutuelle agricole');
    for (const answer of [created, renamed, list]) expect(answer.body).not.toContain(SECRET);
    expect(list.json<Identifiant[]>()[0]).not.toHaveProperty('motDePasse');

    expect((await call('DELETE', `/api/identifiants/VIT002/${id}`)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/identifiants/VIT002')).json<Identifiant[]>().map((c) => c.id),
    ).not.toContain(id);
  });

  it('keeps the password sealed in the database, never in clear', async () => {
    await call('POST', '/api/identifiants/VIT002', {
      titre: 'Coffre',
      nomUtilisateur: 'c',
      motDePasse: SECRET,
    });
    const { rows } = await ctx.db.query<{ sealed: string }>(
      "SELECT mot_de_passe_chiffre AS sealed FROM shared_credentials WHERE titre = 'Coffre'",
    );
    expect(rows[0]?.sealed).toMatch(/^v1:/);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
  });

  it('refuses an addition without a password with the spec message, and changes nothing', async () => {
    const before = (await call('GET', '/api/identifiants/AGR001')).body;
    const refused = await call('POST', '/api/identifiants/AGR001', { titre: 'Sans', nomUtilisateur: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: CREDENTIAL_FIELDS_REQUIRED, affichable: true });
    expect((await call('GET', '/api/identifiants/AGR001')).body).toBe(before);
  });

  it('refuses everyone but the owner: a shared access reads and writes nothing', async () => {
    expect((await call('GET', '/api/identifiants/AGR001', undefined, partner)).statusCode).toBe(403);
    const write = await call(
      'POST',
      '/api/identifiants/AGR001',
      { titre: 'a', nomUtilisateur: 'b', motDePasse: 'c' },
      partner,
    );
    expect(write.statusCode).toBe(403);
  });

  it('answers 404 for a credential of another file', async () => {
    // Credential 5 is VIT002's: AGR001's address does not reach it.
    expect((await call('DELETE', '/api/identifiants/AGR001/5')).statusCode).toBe(404);
  });
});
