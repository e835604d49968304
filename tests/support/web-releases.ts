import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepPreviousAssets } from '../../scripts/keep-previous-web-assets.mjs';
import { repoRoot } from './programs.ts';

// Two releases of the web app without building it twice (a build takes minutes on a loaded machine): release A
// is a copy of the build, release B the same app with every hashed asset under a new name, as a release that
// changed every chunk would be, with or without A's assets kept (scripts/keep-previous-web-assets.mjs).

/** A release's folder: `dist` (the gateway's WEB_DIST_DIR) with `dist-server` beside it. */
export interface WebRelease {
  dist: string;
}

// Vite's hashed names: `<name>-<8 characters of hash>.<js|css>`, and the build's compressed copies of them.
const HASHED = /^(.+-)([A-Za-z0-9_-]{8})(\.(?:js|css))(\.br|\.gz)?$/;

async function copyBuild(folder: string): Promise<WebRelease> {
  await cp(path.join(repoRoot, 'web', 'dist'), path.join(folder, 'dist'), { recursive: true });
  await cp(path.join(repoRoot, 'web', 'dist-server'), path.join(folder, 'dist-server'), { recursive: true });
  return { dist: path.join(folder, 'dist') };
}

async function textFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:js|css|html|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A release of the app as `npm run build` made it, in a folder of its own. */
export async function firstRelease(): Promise<WebRelease & { remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'portail-release-'));
  const release = await copyBuild(path.join(root, 'a'));
  return { ...release, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The release after `previous`: every hashed asset renamed (its hash changed) and every name rewritten where the
 * app's files cite it; `keep` runs the build's step that keeps the previous release's assets.
 */
export async function nextRelease(previous: WebRelease, { keep }: { keep: boolean }): Promise<WebRelease> {
  const folder = path.join(path.dirname(path.dirname(previous.dist)), keep ? 'b-kept' : 'b');
  await cp(path.dirname(previous.dist), folder, { recursive: true });
  const next = { dist: path.join(folder, 'dist') };
  const assets = path.join(next.dist, 'assets');
  const renamed = new Map<string, string>();
  for (const file of await readdir(assets)) {
    const parts = HASHED.exec(file);
    if (!parts) continue;
    const [, stem, hash, extension, compressed] = parts;
    // The compressed copies would hold the old names: the gateway serves the plain file instead.
    if (compressed) {
      await rm(path.join(assets, file));
      continue;
    }
    const name = `${stem}${hash!.split('').reverse().join('')}${extension}`;
    renamed.set(`${stem}${hash}${extension}`, name);
    await rename(path.join(assets, file), path.join(assets, name));
  }
  const cited = new RegExp(
    [...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  for (const file of [
    ...(await textFiles(next.dist)),
    ...(await textFiles(path.join(folder, 'dist-server'))),
  ]) {
    const text = await readFile(file, 'utf8');
    const rewritten = text.replace(cited, (name) => renamed.get(name) ?? name);
    if (rewritten !== text) await writeFile(file, rewritten);
  }
  for (const file of await readdir(next.dist)) {
    if (/\.(?:br|gz)$/.test(file)) await rm(path.join(next.dist, file));
  }
  if (keep) await keepPreviousAssets(previous.dist, next.dist);
  return next;
}
