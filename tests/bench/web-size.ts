import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../support/emulator.ts';

const dist = `${repoRoot}web/dist`;

const gzipSize = (file: string) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;

export interface WebSizes {
  firstPageJsGzipBytes: number;
  firstPageCssGzipBytes: number;
  firstPageFiles: string[];
  /** The signed-in home's JavaScript: the first page's and the chunk the gateway names for the home. */
  homePageJsGzipBytes: number;
  lazyChunks: { file: string; gzipBytes: number }[];
  /** Where each heavy library went: the files holding it, and whether one of them loads with the first page. */
  heavyLibraries: { library: string; files: string[]; onFirstPage: boolean }[];
  /** The files holding React DOM (the runtime the app runs on), and their gzip size. */
  reactDom: { files: string[]; gzipBytes: number };
}

// A property name React DOM writes on every container it renders into; minifying keeps strings.
const REACT_DOM_MARK = '__reactContainer$';

/** A heavy library, known in the built files by a class name of its own that minifying keeps. */
const HEAVY_LIBRARIES: readonly { library: string; mark: string }[] = [
  { library: 'driver.js (guided tours)', mark: 'driver-popover' },
  { library: 'yet-another-react-lightbox (gallery)', mark: 'yarl__' },
  { library: 'Leaflet (yield map)', mark: 'leaflet-pane' },
  { library: 'Highcharts (figures)', mark: 'highcharts-root' },
  // 25 KB gzip: a constant of the sign-in's second step once brought it into the app's first chunk.
  { library: 'zod (the forms’ rules)', mark: '$ZodType' },
];

/** Gzip sizes of what the first page loads (entry script, preloaded modules, styles) and of each lazy chunk. */
export function measureWebSizes(): WebSizes {
  const html = readFileSync(`${dist}/index.html`, 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const assets = readdirSync(`${dist}/assets`).map((file) => `assets/${file}`);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  const homeChunks = Object.values(manifest)
    .filter((entry) => entry.name === 'home' && entry.file.endsWith('.js'))
    .map((entry) => entry.file);
  const scripts = assets.filter((file) => file.endsWith('.js'));
  const holding = (mark: string) =>
    scripts.filter((file) => readFileSync(`${dist}/${file}`, 'utf8').includes(mark));
  const heavyLibraries = HEAVY_LIBRARIES.map(({ library, mark }) => {
    const files = holding(mark);
    return { library, files, onFirstPage: files.some((file) => firstPage.includes(file)) };
  });
  const reactDomFiles = holding(REACT_DOM_MARK);
  return {
    heavyLibraries,
    reactDom: { files: reactDomFiles, gzipBytes: sum(reactDomFiles) },
    homePageJsGzipBytes: sum([...firstPage.filter((file) => file.endsWith('.js')), ...homeChunks]),
    firstPageJsGzipBytes: sum(firstPage.filter((file) => file.endsWith('.js'))),
    firstPageCssGzipBytes: sum(firstPage.filter((file) => file.endsWith('.css'))),
    firstPageFiles: firstPage,
    lazyChunks: assets
      .filter((file) => file.endsWith('.js') && !firstPage.includes(file))
      .map((file) => ({ file, gzipBytes: gzipSize(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
