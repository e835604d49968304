import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// What Vite's build manifest says of each source module (`build.manifest`): its chunk, the chunks it imports
// statically and its styles.
const manifestShape = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The chunks and styles the given source modules load (their static imports, however deep), as URLs of the
 * built app: what a page's HTML can name at once instead of leaving the browser to find them one level at a
 * time. Without a manifest (an older build) nothing is named and the page still works.
 */
export function assetsOf(webDistDir: string, modules: readonly string[]): PageAssets {
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
  for (const module of modules) visit(module);
  return { scripts, styles: [...styles] };
}
