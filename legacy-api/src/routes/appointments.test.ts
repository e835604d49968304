import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, TEST_FILES_DIR, signIn, startTestApp, stopTestApp } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const get = (url: string) => ctx.app.inject({ url, headers: { cookie: owner } });
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: owner }, payload });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

interface Upload {
  field: string;
  name: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function form(fields: Record<string, string>, files: Upload[] = []) {
  const boundary = '----portail-test-boundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { cookie: owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const BOOKING = {
  id: 'AG101',
  raisonSociale: 'EARL des Quatre Vents',
  codeDossier: 'AGR001',
  reason: 'Projet de méthanisation',
  tel: '+33612457890',
  email: 'proprietaire@demo.fr',
};

const book = (fields: Record<string, string>, files: Upload[] = []) =>
  ctx.app.inject({ method: 'POST', url: '/api/appointments/register', ...form(fields, files) });

const requestDirs = async () =>
  readdir(path.join(TEST_FILES_DIR, 'appointments')).catch(() => [] as string[]);

async function storedCounts() {
  const { rows } = await ctx.db.query<{ requests: number; files: number }>(
    `SELECT (SELECT count(*)::int FROM appointment_requests) AS requests,
            (SELECT count(*)::int FROM appointment_request_files) AS files`,
  );
  return rows[0];
}

describe('GET /api/appointments/participants/{idRdv}', () => {
  it("lists the firm's agents and the client's people attending", async () => {
    const response = await get('/api/appointments/participants/rdv-AGR001-1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { codeagent: 'AG102', prenom: 'Émilie', nom: 'Roussel', fonction: 'Expert-comptable' },
      { codeagent: null, prenom: 'Jeanne', nom: 'Morel', fonction: "Chef d'exploitation" },
    ]);
    const lawyer = (await get('/api/appointments/participants/rdv-AGR001-6')).json<{ codeagent: string }[]>();
    expect(lawyer.map((p) => p.codeagent)).toEqual(['AG103', 'AG101']);
  });

  it("answers 403 on another person's appointment and 404 on an unknown one", async () => {
    const foreign = await get('/api/appointments/participants/rdv-VIT007-1');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Accès refusé à ce dossier.', affichable: false });
    expect((await get('/api/appointments/participants/rdv-inconnu')).statusCode).toBe(404);
  });
});

describe('POST /api/appointments/register', () => {
  it('stores two attachments on disk with the SHA-256 they were sent with, and records the request', async () => {
    const files = [
      { field: 'files[0]', name: 'bilan 2025.pdf', content: Buffer.from('%PDF-1.7 bilan '.repeat(4000)) },
      { field: 'files[1]', name: 'relevé.csv', content: Buffer.from('date;montant\n2026-10-01;1250,00\n') },
    ];
    const response = await book(BOOKING, files);
    expect(response.statusCode).toBe(200);
    const { status, id } = response.json<{ status: string; id: string }>();
    expect(status).toBe('OK');

    const stored = await get(`/api/appointments/requests/${id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      id,
      codeDossier: 'AGR001',
      codeAgent: 'AG101',
      reason: 'Projet de méthanisation',
      tel: '+33612457890',
      email: 'proprietaire@demo.fr',
      files: files.map((f) => ({ name: f.name, size: f.content.length, sha256: sha256(f.content) })),
    });
    const dir = path.join(TEST_FILES_DIR, 'appointments', id);
    const onDisk = (await readdir(dir)).sort();
    expect(onDisk).toHaveLength(2);
    const hashes = await Promise.all(
      onDisk.map(async (name) => sha256(await readFile(path.join(dir, name)))),
    );
    expect(hashes).toEqual(files.map((f) => sha256(f.content)));
  });

  it('refuses an empty file and a fifth file with 400, leaving nothing behind', async () => {
    const before = { dirs: await requestDirs(), counts: await storedCounts() };
    const empty = await book(BOOKING, [{ field: 'files[0]', name: 'vide.txt', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Le fichier « vide.txt » est vide.', affichable: true });
    const five = await book(
      BOOKING,
      [0, 1, 2, 3, 4].map((n) => ({
        field: `files[${n}]`,
        name: `piece-${n}.txt`,
        content: Buffer.from(`n°${n}`),
      })),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json()).toEqual({
      message: 'Vous ne pouvez pas joindre plus de 4 fichiers.',
      affichable: true,
    });
    expect(await requestDirs()).toEqual(before.dirs);
    expect(await storedCounts()).toEqual(before.counts);
  });

  it('refuses a 26 MB file with 413 and keeps neither the files nor the request', async () => {
    const before = { dirs: await requestDirs(), counts: await storedCounts() };
    const response = await book(BOOKING, [
      { field: 'files[0]', name: 'petit.txt', content: Buffer.from('déjà écrit sur le disque') },
      { field: 'files[1]', name: 'enorme.bin', content: Buffer.alloc(26 * 1024 * 1024, 7) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Le fichier est trop volumineux, le poids maximal est 25 Mo',
      affichable: true,
    });
    expect(await requestDirs()).toEqual(before.dirs);
    expect(await storedCounts()).toEqual(before.counts);
  });

  it('refuses a malformed e-mail, a missing reason and a short phone alone in French', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...BOOKING, tel: '', email: 'jeanne.morel@' }, "L'email renseigné n'est pas valide."],
      [{ ...BOOKING, reason: '  ' }, 'Le champ du motif est requis.'],
      [
        { ...BOOKING, tel: '06 12 45', email: '' },
        "Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu.",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await book(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, affichable: true });
    }
  });

  it("answers 403 for another person's file", async () => {
    const response = await book({ ...BOOKING, codeDossier: 'VIT007' }, [
      { field: 'files[0]', name: 'a.txt', content: Buffer.from('a') },
    ]);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/appointments/edit and /cancel', () => {
  it('changes the reason and contact of a future appointment', async () => {
    const response = await post('/api/appointments/edit', {
      id: 'rdv-AGR001-4',
      reason: 'Inventaire et avances aux cultures',
      telephone: '0612457890',
      email: 'jeanne.morel@exemple.fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK' });
    const list = (await get('/api/appointments/AGR001')).json<{ id: string; reason: string }[]>();
    expect(list.find((a) => a.id === 'rdv-AGR001-4')?.reason).toBe('Inventaire et avances aux cultures');
  });

  it('refuses an edit without a valid contact in French', async () => {
    const response = await post('/api/appointments/edit', {
      id: 'rdv-AGR001-4',
      reason: 'Motif',
      email: 'x@y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "L'email renseigné n'est pas valide.", affichable: true });
  });

  it('cancels a future appointment, which leaves the list', async () => {
    const response = await post('/api/appointments/cancel', { id: 'rdv-AGR001-5' });
    expect(response.statusCode).toBe(200);
    const ids = (await get('/api/appointments/AGR001')).json<{ id: string }[]>().map((a) => a.id);
    expect(ids).not.toContain('rdv-AGR001-5');
    expect(ids).toHaveLength(5);
    expect((await post('/api/appointments/cancel', { id: 'rdv-AGR001-5' })).statusCode).toBe(404);
  });

  it('refuses to edit or cancel a past appointment with 409', async () => {
    const edit = await post('/api/appointments/edit', {
      id: 'rdv-AGR001-1',
      reason: 'Motif',
      email: 'a@b.fr',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({
      message: 'Ce rendez-vous est passé : il ne peut plus être modifié.',
      affichable: true,
    });
    const cancel = await post('/api/appointments/cancel', { id: 'rdv-AGR001-2' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      message: 'Ce rendez-vous est passé : il ne peut plus être annulé.',
      affichable: true,
    });
  });

  it("refuses another person's appointment with 403", async () => {
    expect((await post('/api/appointments/cancel', { id: 'rdv-VIT007-4' })).statusCode).toBe(403);
    const edit = await post('/api/appointments/edit', {
      id: 'rdv-VIT007-4',
      reason: 'Motif',
      email: 'a@b.fr',
    });
    expect(edit.statusCode).toBe(403);
  });
});
