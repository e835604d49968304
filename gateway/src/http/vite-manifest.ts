import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// What Vite's build manifest says of each source module (`build.manifest`): its chunk, the chunks it imports
// statically and its styles.
const manifestShape = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The files the given chunks load (themselves, their static imports however deep, their styles), as URLs of
 * the built app: what a page's HTML can name at once instead of leaving the browser to find them one level at
 * a time. A chunk is named as the build names it (web/first-screen-chunks.ts). Without a manifest (an older
 * build) nothing is named and the page still works.
 */
export function assetsOf(webDistDir: string, chunkNames: readonly string[]): PageAssets {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  const manifest = manifestShape.parse(JSON.parse(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${entry.file}`);
    for (const css of entry.css ?? []) styles.add(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) {
    if (entry.name !== undefined && chunkNames.includes(entry.name)) visit(key);
  }
  return { scripts, styles: [...styles] };
}
