#!/usr/bin/env node
// Bundles each server into one minified (names kept), source-mapped ES module (`<name>/dist/index.mjs`) that
// plain node runs without the source tree or node_modules:
// `node scripts/build-servers.mjs [--out <folder>] [name...]`.
// `--out` writes `<folder>/<name>/dist/` instead of the repository's own dist folders (the tests build there).
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { repoRoot, servers } from './servers.mjs';

// Modules that read files of the source tree when they load: the build runs each once and bundles its exports
// as data, so the bundle never looks for the source tree.
const runAtBuild = [path.join(repoRoot, 'schema/src/sdl.ts')];

// Files a bundled module finds through `new URL(file, import.meta.url)`: copied beside the bundle, where that
// URL points once bundled. PGlite loads its WebAssembly and its initial file system this way.
const pgliteDist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
const pdfkitRoot = path.join(path.dirname(fileURLToPath(import.meta.resolve('pdfkit'))), '..');
const besideBundle = {
  'legacy-api': [
    ...['pglite.wasm', 'pglite.data', 'initdb.wasm'].map((file) => path.join(pgliteDist, file)),
    path.join(repoRoot, 'legacy-api/src/db/migrations'),
    path.join(pdfkitRoot, 'js/standard-fonts'),
  ],
  gateway: [],
};

/**
 * pdfkit loads its standard fonts at run time with `require('#standard-fonts/<name>')`, a subpath import that node
 * resolves against the nearest package.json: beside the emulator's bundle, one that maps it to the copied fonts.
 */
async function packageJsonBeside(name) {
  if (name !== 'legacy-api') return undefined;
  const pdfkit = JSON.parse(await readFile(path.join(pdfkitRoot, 'package.json'), 'utf8'));
  const fonts = pdfkit.imports?.['#standard-fonts/*'];
  if (typeof fonts !== 'string' || !fonts.startsWith('./js/standard-fonts/'))
    throw new Error(`pdfkit ${pdfkit.version} finds its fonts otherwise: build-servers.mjs must follow`);
  return { private: true, imports: { '#standard-fonts/*': fonts.replace('./js/', './') } };
}

/**
 * How each bundle differs. The gateway's map is written beside its bundle (to read a stack trace with) but not
 * named in it: node's --enable-source-maps parses a named map on the first stack it prints and holds it for good,
 * 70 MB for the gateway's. The gateway's import()s (its GraphiQL page, 9 MB) go in chunks beside it, loaded when
 * first asked for; the emulator stays one file, because PGlite finds its files beside the module that loads it.
 */
/** Entries bundled beside index.mjs: the gateway's Telepac reader runs in worker threads (telepac-readers.ts). */
const otherEntries = {
  'legacy-api': {},
  gateway: {
    'telepac-worker': path.join(repoRoot, 'gateway/src/domains/crop-rotation/telepac/telepac-worker.ts'),
  },
};

const bundleOptions = {
  // oidc-provider names its models' storage after their classes, which bundling may rename (Session2): the
  // emulator keeps every name, or its OpenID provider loses its sessions.
  'legacy-api': { sourcemap: true, splitting: false, keepNames: true },
  gateway: { sourcemap: 'external', splitting: true },
};

const runAtBuildPlugin = {
  name: 'run-at-build',
  setup(plugin) {
    plugin.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      if (!runAtBuild.includes(file)) return undefined;
      const exports = await tsImport(pathToFileURL(file).href, import.meta.url);
      const contents = Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
      return { contents, loader: 'js' };
    });
  },
};

// Bundled, every module gets graphql's ES build (the "module" field first, below): one copy of graphql, whose
// functions are called directly, where its CommonJS build sends each call through esbuild's interop getter
// (decision 006). Modules that name one of graphql's CommonJS files (input-guard.ts does, for
// Vitest; graphql-armor names `graphql/language/parser`) get its ES twin here, or the bundle would hold two
// graphql copies whose type checks refuse each other's schema.
const oneGraphqlPlugin = {
  name: 'one-graphql',
  setup(plugin) {
    const root = path.dirname(fileURLToPath(import.meta.resolve('graphql/index.mjs')));
    plugin.onResolve({ filter: /^graphql\/.+/ }, ({ path: file }) => ({
      path: path.join(root, `${file.slice('graphql/'.length).replace(/\.js$/, '')}.mjs`),
    }));
  },
};

/** Builds the named servers (all by default) into `<outRoot>/<name>/dist/`; answers the bundles' paths. */
export async function buildServers({ outRoot = repoRoot, names = Object.keys(servers) } = {}) {
  const bundles = [];
  for (const name of names) {
    const server = servers[name];
    if (!server) throw new Error(`unknown server ${name} (${Object.keys(servers).join(', ')})`);
    const outfile = path.join(outRoot, server.bundle);
    const outdir = path.dirname(outfile);
    await rm(outdir, { recursive: true, force: true });
    await build({
      entryPoints: { index: path.join(repoRoot, server.entry), ...otherEntries[name] },
      outdir,
      ...bundleOptions[name],
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      mainFields: ['module', 'main'],
      format: 'esm',
      target: 'node20.19',
      // Identifiers keep their names, so traces read without the map; esbuild's keepNames would instead wrap
      // every function in a naming call at each creation, paid on every query (decision 006).
      minifyWhitespace: true,
      minifySyntax: true,
      // Stack traces need only the mappings; `node --enable-source-maps` loads the whole map at start, sources
      // included if they are in it.
      sourcesContent: false,
      // The licences go to index.mjs.LEGAL.txt beside the bundle. At its end they held the bundle's only non-ASCII
      // character (a name in undici's formdata-polyfill), and V8 keeps a source with one such character in two
      // bytes a character: the bundle stays ASCII so its source costs half (decision 006).
      legalComments: 'external',
      // pg loads its optional native binding only when asked to (never here).
      external: ['pg-native'],
      // Bundled CommonJS dependencies call require() for node's built-ins; an ES module has none of its own.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      plugins: [runAtBuildPlugin, oneGraphqlPlugin],
      logLevel: 'warning',
    });
    for (const source of besideBundle[name]) {
      await cp(source, path.join(outdir, path.basename(source)), { recursive: true });
    }
    const packageJson = await packageJsonBeside(name);
    if (packageJson) await writeFile(path.join(outdir, 'package.json'), JSON.stringify(packageJson, null, 2));
    bundles.push(outfile);
  }
  return bundles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    options: { out: { type: 'string' } },
    allowPositionals: true,
  });
  const bundles = await buildServers({
    outRoot: values.out ? path.resolve(values.out) : repoRoot,
    names: positionals.length > 0 ? positionals : undefined,
  });
  for (const bundle of bundles) console.log(`built ${path.relative(process.cwd(), bundle)}`);
}
