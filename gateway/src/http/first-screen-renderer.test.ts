import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFirstScreenRenderer, rendererFile } from './first-screen-renderer.ts';

let folder: string;
let webDistDir: string;
const log = pino({ level: 'silent' });

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portail-renderer-'));
  webDistDir = path.join(folder, 'dist');
});

afterEach(() => rm(folder, { recursive: true, force: true }));

/** A server build whose renderer does what `body` says with the page's url. */
async function serverBuild(body: string) {
  const file = rendererFile(webDistDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `export async function renderFirstScreen(url, answers, wanted) { ${body} }`);
}

describe('the first-screen renderer', () => {
  it('is the server build beside the served one, never inside it', () => {
    expect(path.relative(webDistDir, rendererFile(webDistDir)).startsWith('..')).toBe(true);
  });

  it('is none without a server build: pages then carry their answers only', async () => {
    expect(await loadFirstScreenRenderer(webDistDir, log)).toBeNull();
  });

  it('is none, and the gateway still starts, when the server build does not load in Node', async () => {
    const file = rendererFile(webDistDir);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      'window.addEventListener("load", () => {}); export const renderFirstScreen = null;',
    );
    expect(await loadFirstScreenRenderer(webDistDir, log)).toBeNull();
  });

  it("gives the build's markup for the page", async () => {
    await serverBuild('return `<main>${url} ${answers.length} ${wanted}</main>`;');
    const render = await loadFirstScreenRenderer(webDistDir, log);
    expect(await render?.('http://portal/accueil', [], 'AGR001')).toBe(
      '<main>http://portal/accueil 0 AGR001</main>',
    );
  });

  it('gives none when the build fails to draw the page, so the browser draws it', async () => {
    await serverBuild("throw new Error('window is not defined');");
    const render = await loadFirstScreenRenderer(webDistDir, log);
    expect(await render?.('http://portal/accueil', [], null)).toBeNull();
  });
});
