import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  UPLOAD_DONE,
  UPLOAD_EMPTY,
  UPLOAD_SIGNED_OUT,
  UPLOAD_TOO_LARGE,
} from '@portal/schema/rules/document-uploads';
import type { Page } from '@playwright/test';
import { expect, test, type WorkerStack } from './fixtures.ts';
import { startSlowLink } from './slow-link.ts';

// Uploads to the document store (spec 001 §2 ged-adddocument, adddocument, §5, §8): each test sends files whose
// names carry its own tag, and finds them in the worker's emulator storage (files/documents/<code>/<id>/1-<name>).

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function storedSha256(stack: WorkerStack, code: string, name: string): Promise<string | null> {
  const folder = join(stack.legacyDataDir, 'files', 'documents', code);
  for (const id of await readdir(folder).catch(() => [] as string[])) {
    const file = join(folder, id, `1-${name}`);
    if (await stat(file).catch(() => null)) return sha256(await readFile(file));
  }
  return null;
}

const UPLOADER = '/documents/ajout-document?type=document';
const LARGE_FILE_BYTES = 10 * 1024 * 1024;

/** A 10 MB file of its own on disk: both tabs pick the same file (name, size, date), tus-js-client's fingerprint. */
async function largeFile() {
  const folder = await mkdtemp(join(tmpdir(), 'portail-reprise-'));
  const name = `reprise-${randomUUID().slice(0, 8)}.pdf`;
  const content = randomBytes(LARGE_FILE_BYTES);
  const path = join(folder, name);
  await writeFile(path, content);
  return { name, content, path, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The keys under which the browser keeps the addresses of unfinished uploads (tus-js-client's local storage). */
const keptUploads = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('tus::')));

/**
 * Starts sending the file from the uploader at that address, through a link slow enough to close the tab with
 * part of it received: answers the upload's address and how many bytes the gateway holds.
 */
async function leaveHalfSent(page: Page, uploader: string, path: string, gateway: string) {
  await page.goto(uploader);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/fichiers/depots'),
  );
  const main = page.getByRole('main');
  await main.getByLabel('Choisir des fichiers').setInputFiles(path);
  await main.getByRole('button', { name: 'Mettre en ligne' }).click();
  const upload = new URL((await created).headers().location ?? '', gateway).href;
  // What the gateway holds of the file, as the tus protocol tells any client that asks it.
  const received = async () => {
    const answer = await page.request.head(upload, { headers: { 'tus-resumable': '1.0.0' } });
    return Number(answer.headers()['upload-offset'] ?? '0');
  };
  await expect.poll(received, { timeout: 30_000 }).toBeGreaterThan(1024 * 1024);
  await page.close();
  const held = await received();
  expect(held).toBeLessThan(LARGE_FILE_BYTES);
  return { upload, held };
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('twelve files of mixed sizes go to the store whole, an empty and a 26 MB file are refused', async ({
      page,
      signIn,
      stack,
    }) => {
      const folder = await mkdtemp(join(tmpdir(), 'portail-depot-'));
      const tag = randomUUID().slice(0, 8);
      const sizes = [
        1, 800, 5_000, 20_000, 64_000, 150_000, 300_000, 700_000, 1_200_000, 2_000_000, 3_500_000, 4_000,
      ];
      const files = sizes.map((size, n) => ({
        name: `piece-${n + 1}-${tag}.${n % 3 === 0 ? 'pdf' : n % 3 === 1 ? 'jpg' : 'xlsx'}`,
        content: randomBytes(size),
      }));
      for (const file of files) await writeFile(join(folder, file.name), file.content);
      const empty = join(folder, `vide-${tag}.pdf`);
      const huge = join(folder, `scan-${tag}.pdf`);
      await writeFile(empty, '');
      await writeFile(huge, '');
      await truncate(huge, 26 * 1024 * 1024);
      try {
        await signIn('proprietaire@demo.fr', '/ged/ajout-document');
        const choices = page.getByRole('list', { name: 'Que souhaitez-vous envoyer ?' }).getByRole('link');
        // AGR001 has no payroll manager among its contacts: documents and invoices only.
        await expect(choices).toHaveText(['Envoyer des documents', 'Envoyer des factures']);
        await choices.first().click();
        await expect(page).toHaveURL(/\/documents\/ajout-document\?type=document$/);

        const main = page.getByRole('main');
        await main.getByRole('button', { name: 'Mettre en ligne' }).click();
        await expect(main.getByText('Veuillez sélectionner au moins un fichier')).toBeVisible();

        await main
          .getByLabel('Choisir des fichiers')
          .setInputFiles([...files.map((file) => join(folder, file.name)), empty, huge]);
        await expect(main.getByText(UPLOAD_EMPTY(`vide-${tag}.pdf`))).toBeVisible();
        await expect(main.getByText(UPLOAD_TOO_LARGE(`scan-${tag}.pdf`))).toBeVisible();
        const listed = main.getByRole('list', { name: 'Fichiers à envoyer' }).getByRole('listitem');
        await expect(listed).toHaveCount(12);

        await main.getByRole('checkbox', { name: 'Ajouter un commentaire' }).check();
        await main.getByRole('textbox', { name: 'Commentaire' }).fill('Pièces de novembre');
        await main.getByRole('button', { name: 'Mettre en ligne' }).click();
        const dialog = page.getByRole('dialog', { name: 'Envoi terminé' });
        await expect(dialog.getByText(UPLOAD_DONE)).toBeVisible({ timeout: 60_000 });
        await expect(listed.getByRole('status')).toHaveText(Array.from({ length: 12 }, () => 'Envoyé'));
        await dialog.getByRole('button', { name: 'Fermer' }).click();

        for (const file of files)
          expect(await storedSha256(stack, 'AGR001', file.name), file.name).toBe(sha256(file.content));
        expect(await storedSha256(stack, 'AGR001', `vide-${tag}.pdf`)).toBeNull();

        // The history lists them with their send date; none is an invoice.
        await page.goto('/ged');
        await page.getByRole('link', { name: 'Historique des envois' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Historique des envois' })).toBeVisible();
        const sent = main.getByRole('list', { name: 'Documents envoyés' }).getByRole('listitem');
        for (const file of files)
          await expect(sent.filter({ hasText: file.name })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
        await main.getByRole('radio', { name: 'Factures' }).check();
        await expect(page).toHaveURL(/\/ged\/historique\?filtre=Factures$/);
        await expect(main.getByText('Aucun document trouvé :-(')).toBeVisible();
        await main.getByRole('radio', { name: 'Documents' }).check();
        await expect(sent.filter({ hasText: files[0]?.name ?? '' })).toHaveCount(1);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });

    test('a file left half sent when its tab closed resumes in a new tab from the last byte the gateway holds', async ({
      page,
      context,
      signIn,
      stack,
    }) => {
      const link = await startSlowLink(stack.url, 512 * 1024);
      const file = await largeFile();
      try {
        await signIn('proprietaire@demo.fr');
        const { upload, held } = await leaveHalfSent(page, `${link.url}${UPLOADER}`, file.path, stack.url);

        link.unthrottle();
        const next = await context.newPage();
        const patches: { path: string; offset: number }[] = [];
        const offsetsAnswered: number[] = [];
        let creations = 0;
        next.on('response', (response) => {
          if (
            response.request().method() === 'HEAD' &&
            new URL(response.url()).pathname === new URL(upload).pathname
          )
            offsetsAnswered.push(Number(response.headers()['upload-offset']));
        });
        next.on('request', (request) => {
          if (request.method() === 'PATCH')
            patches.push({
              path: new URL(request.url()).pathname,
              offset: Number(request.headers()['upload-offset']),
            });
          if (request.method() === 'POST' && request.url().endsWith('/fichiers/depots')) creations += 1;
        });
        await next.goto(`${link.url}${UPLOADER}`);
        const main = next.getByRole('main');
        await main.getByLabel('Choisir des fichiers').setInputFiles(file.path);
        await main.getByRole('button', { name: 'Mettre en ligne' }).click();
        await expect(next.getByRole('dialog', { name: 'Envoi terminé' }).getByText(UPLOAD_DONE)).toBeVisible({
          timeout: 60_000,
        });

        expect(await storedSha256(stack, 'AGR001', file.name)).toBe(sha256(file.content));
        // The same upload went on from the bytes the gateway held when the new tab asked: none of them was sent
        // again. They may exceed what it held as the first tab closed, since the link passes on what it had taken.
        expect(creations).toBe(0);
        expect(offsetsAnswered).toHaveLength(1);
        expect(offsetsAnswered[0]).toBeGreaterThanOrEqual(held);
        expect(patches).toEqual([{ path: new URL(upload).pathname, offset: offsetsAnswered[0] }]);
        // Once whole, the file's upload address is no longer kept in the browser.
        expect(await keptUploads(next)).toEqual([]);
      } finally {
        await link.stop();
        await file.remove();
      }
    });

    test('a session that ended during a deposit stops it with a dialog that reloads the page', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/documents/ajout-document?type=document');
      // The gateway answers the deposit as it does once the session is gone.
      await page.route('**/fichiers/depots', (route) =>
        route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Non connecté."}' }),
      );
      const main = page.getByRole('main');
      await main.getByLabel('Choisir des fichiers').setInputFiles([
        { name: 'un.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF un') },
        { name: 'deux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF deux') },
        { name: 'trois.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF trois') },
      ]);
      await main.getByRole('button', { name: 'Mettre en ligne' }).click();
      const dialog = page.getByRole('dialog', { name: 'Session terminée' });
      await expect(dialog.getByText(UPLOAD_SIGNED_OUT)).toBeVisible();
      // The batch stopped: the third file never went.
      await expect(
        main.getByRole('list', { name: 'Fichiers à envoyer' }).getByRole('status').last(),
      ).toHaveText('En attente');
      await page.unroute('**/fichiers/depots');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('dialog', { name: 'Session terminée' })).toHaveCount(0);
    });

    test('a file without a payroll manager is sent home from the pay uploader', async ({ page, signIn }) => {
      await signIn('proprietaire@demo.fr', '/documents/ajout-document?type=pay');
      await expect(page).toHaveURL(/\/accueil/);
    });
  });
}

test('once a session has ended, the sign-in page erases the address of a file left half sent, on a phone', async ({
  page,
  context,
  signIn,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const link = await startSlowLink(stack.url, 512 * 1024);
  const file = await largeFile();
  try {
    await signIn('proprietaire@demo.fr');
    await leaveHalfSent(page, `${link.url}${UPLOADER}`, file.path, stack.url);
    link.unthrottle();
    const next = await context.newPage();
    await next.goto(`${link.url}${UPLOADER}`);
    expect(await keptUploads(next)).toHaveLength(1);

    // The session ends without a sign-out (it expired, or the phone changed hands): the next visit meets the
    // sign-in page, and the file's name and dossier no longer wait in the browser for whoever signs in next.
    await context.clearCookies();
    await next.goto(`${link.url}/accueil`);
    await expect(next).toHaveURL(/\/app$/);
    await expect.poll(() => keptUploads(next)).toEqual([]);
  } finally {
    await link.stop();
    await file.remove();
  }
});
