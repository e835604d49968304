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

const ANSWERS = [{ hash: 'sha256:home', variables: { codeDossier: 'AGR001' }, data: { viewer: null } }];

/**
 * A server build whose `firstScreen` makes, of the answers, data naming how many there were and what `draw` left
 * in `drawn`; its `draw` does what `draw` says with the page's url and file.
 */
async function serverBuild(draw: string) {
  const file = rendererFile(webDistDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `export function firstScreen(answers) {
      if (answers.length === 0) return null;
      let drawn = 'nothing';
      return {
        async draw(url, wanted) { ${draw} },
        data: () => ({ answers: answers.length, drawn }),
      };
    }`,
  );
}

describe('the first-screen renderer', () => {
  it('is the server build beside the served one, never inside it', () => {
    expect(path.relative(webDistDir, rendererFile(webDistDir)).startsWith('..')).toBe(true);
  });

  it('is none without a server build: pages then carry no answers', async () => {
    expect(await loadFirstScreenRenderer(webDistDir, log)).toBeNull();
  });

  it('is none, and the gateway still starts, when the server build does not load in Node', async () => {
    const file = rendererFile(webDistDir);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'window.addEventListener("load", () => {}); export const firstScreen = null;');
    expect(await loadFirstScreenRenderer(webDistDir, log)).toBeNull();
  });

  it('is none with an older server build, which draws a screen but makes no data for the page', async () => {
    const file = rendererFile(webDistDir);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'export async function renderFirstScreen() { return "<main></main>"; }');
    expect(await loadFirstScreenRenderer(webDistDir, log)).toBeNull();
  });

  it("gives the build's markup for the page, and its data as the drawing left it", async () => {
    await serverBuild("drawn = 'drawn'; return `<main>${url} ${wanted}</main>`;");
    const render = await loadFirstScreenRenderer(webDistDir, log);
    expect(await render?.('http://portal/accueil', ANSWERS, 'AGR001', true)).toEqual({
      markup: '<main>http://portal/accueil AGR001</main>',
      data: { answers: 1, drawn: 'drawn' },
    });
  });

  it('gives the data alone for a page not to be drawn, without drawing it', async () => {
    await serverBuild("drawn = 'drawn'; return '<main></main>';");
    const render = await loadFirstScreenRenderer(webDistDir, log);
    expect(await render?.('http://portal/accueil', ANSWERS, null, false)).toEqual({
      markup: null,
      data: { answers: 1, drawn: 'nothing' },
    });
  });

  it('gives the data without markup when the build fails to draw the page, so the browser draws it', async () => {
    await serverBuild("throw new Error('window is not defined');");
    const render = await loadFirstScreenRenderer(webDistDir, log);
    expect(await render?.('http://portal/accueil', ANSWERS, null, true)).toEqual({
      markup: null,
      data: { answers: 1, drawn: 'nothing' },
    });
  });

  it('gives nothing when the build makes nothing of the answers: the page then carries none', async () => {
    await serverBuild("return '<main></main>';");
    const render = await loadFirstScreenRenderer(webDistDir, log);
    expect(await render?.('http://portal/accueil', [], null, true)).toBeNull();
  });
});
