import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EMPTY, UPLOAD_TOO_LARGE } from '@portal/schema/rules/document-uploads';
import { DATABASE_HOOK_TIMEOUT, signIn, startTestApp, stopTestApp, TEST_FILES_DIR } from '../test-support.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let individual: string;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signIn(ctx.app, 'proprietaire@demo.fr');
  individual = await signIn(ctx.app, 'particulier@demo.fr');
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => stopTestApp(ctx));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Sends a file as the web's gateway does: the fields, then the file named `files`. */
async function upload(fields: Record<string, string>, name: string, content: Buffer, cookie = owner) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files', new Blob([content]), name);
  const encoded = new Response(form);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const history = async (code: string, cookie = owner) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/documents/${code}`, headers: { cookie } })).json<{
    data: { id: string; nomFichier: string; typeFichier: string }[];
  }>().data;

describe('POST /api/documents/upload', () => {
  it('stores the file byte for byte and lists it in the upload history', async () => {
    const content = Buffer.from('%PDF-1.4 relevé de septembre');
    const answer = await upload(
      { codedossier: 'AGR001', typeFichier: 'AUTRESDOCS' },
      'releve-sept.pdf',
      content,
    );
    expect(answer.statusCode).toBe(200);
    const sent = answer.json<{ data: { id: string; nomFichier: string } }>().data;
    expect(sent.nomFichier).toBe('releve-sept.pdf');
    const stored = await readFile(
      path.join(TEST_FILES_DIR, 'documents', 'AGR001', sent.id, '1-releve-sept.pdf'),
    );
    expect(sha256(stored)).toBe(sha256(content));
    expect(await history('AGR001')).toContainEqual(
      expect.objectContaining({ id: sent.id, nomFichier: 'releve-sept.pdf', typeFichier: 'AUTRESDOCS' }),
    );
  });

  it('refuses an empty file with its message and records nothing', async () => {
    const answer = await upload(
      { codedossier: 'VIT002', typeFichier: 'AUTRESDOCS' },
      'vide.pdf',
      Buffer.alloc(0),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: UPLOAD_EMPTY('vide.pdf') });
    expect((await history('VIT002')).map((d) => d.nomFichier)).not.toContain('vide.pdf');
  });

  it('refuses a file over 25 MB with 413', async () => {
    const answer = await upload(
      { codedossier: 'VIT002', typeFichier: 'AUTRESDOCS' },
      'lourd.pdf',
      Buffer.alloc(25 * 1024 * 1024 + 1, 1),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: UPLOAD_TOO_LARGE('lourd.pdf') });
  });

  it('refuses payroll files on a file without a payroll manager and invoices without non_cder_particulier', async () => {
    const pay = await upload({ codedossier: 'AGR001', typeFichier: 'PAIE' }, 'paie.pdf', Buffer.from('x'));
    expect(pay.statusCode).toBe(403);
    const invoice = await upload(
      { codedossier: 'PAR004', typeFichier: 'FACTURES' },
      'facture.pdf',
      Buffer.from('x'),
      individual,
    );
    expect(invoice.statusCode).toBe(403);
    expect(await history('PAR004', individual)).toEqual([]);
  });

  it("refuses a file to someone else's file", async () => {
    const answer = await upload(
      { codedossier: 'AGR006', typeFichier: 'AUTRESDOCS' },
      'ailleurs.pdf',
      Buffer.from('x'),
    );
    expect(answer.statusCode).toBe(403);
  });
});

describe('GET /api/contacts/hasgestionnairepaie/{code}', () => {
  it("answers whether a 'Gestionnaire Paie' is among the file's contacts", async () => {
    const has = async (code: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/contacts/hasgestionnairepaie/${code}`,
          headers: { cookie: owner },
        })
      ).json<{ data: boolean }>().data;
    expect(await has('AGR001')).toBe(false);
    expect(await has('VIT002')).toBe(true);
  });
});

describe('POST /api/documents/sendmailconfirmupload', () => {
  it('records the deposit counts and comment for the contributors', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/sendmailconfirmupload',
      headers: { cookie: owner },
      payload: {
        nbDocuments: 3,
        nbDocumentsEnErreur: 1,
        codedossier: 'VIT002',
        typeFichier: 'PAIE',
        commentaire: 'Bulletins de novembre',
      },
    });
    expect(answer.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ nb_documents: number; commentaire: string }>(
      "SELECT nb_documents, commentaire FROM document_upload_confirmations WHERE code_dossier = 'VIT002'",
    );
    expect(rows).toEqual([{ nb_documents: 3, commentaire: 'Bulletins de novembre' }]);
  });
});
