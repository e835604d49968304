#!/usr/bin/env node
// Keeps the previous web build's hashed assets in the next one, for one release (docs/decisions/013): a tab
// opened on the previous build still finds the route chunks it has not loaded yet.
// `node scripts/keep-previous-web-assets.mjs set-aside` before `vite build` (which empties web/dist),
// `node scripts/keep-previous-web-assets.mjs restore` after it; web/package.json's build runs both.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './servers.mjs';

/** The assets a build made itself, written beside its manifest: what the next build keeps of it. */
const OWN_ASSETS = path.join('.vite', 'own-assets.json');

const assetsOf = (dist) =>
  readdir(path.join(dist, 'assets')).then(
    (files) => files,
    () => [],
  );

/** The assets `dist`'s build made: its own list, or, for a build made before the list existed, its whole folder. */
async function ownAssets(dist) {
  return readFile(path.join(dist, OWN_ASSETS), 'utf8').then(
    (text) => JSON.parse(text),
    () => assetsOf(dist),
  );
}

/**
 * Copies the assets `previous`'s build made into `next`'s assets where `next` has no file of that name (a hashed
 * name is its content), after writing `next`'s own list: the build after `next` keeps none of `previous`'s.
 */
export async function keepPreviousAssets(previous, next) {
  const own = await assetsOf(next);
  await writeFile(path.join(next, OWN_ASSETS), JSON.stringify(own));
  const present = new Set(own);
  for (const file of await ownAssets(previous)) {
    if (present.has(file)) continue;
    await cp(path.join(previous, 'assets', file), path.join(next, 'assets', file)).catch(() => undefined);
  }
}

const dist = path.join(repoRoot, 'web', 'dist');
// Outside web/dist, which the build empties, and where neither git nor the linters look.
const setAside = path.join(repoRoot, 'node_modules', '.cache', 'portal-previous-web-assets');

async function main(step) {
  if (step === 'set-aside') {
    const own = await ownAssets(dist);
    // No build yet: whatever a failed build left set aside is still the last one served.
    if (own.length === 0) return;
    await rm(setAside, { recursive: true, force: true });
    await mkdir(path.join(setAside, 'assets'), { recursive: true });
    await mkdir(path.join(setAside, '.vite'));
    await writeFile(path.join(setAside, OWN_ASSETS), JSON.stringify(own));
    for (const file of own) await cp(path.join(dist, 'assets', file), path.join(setAside, 'assets', file));
  } else if (step === 'restore') {
    await keepPreviousAssets(setAside, dist);
    await rm(setAside, { recursive: true, force: true });
  } else {
    throw new Error('usage: keep-previous-web-assets.mjs set-aside|restore');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv[2]);
