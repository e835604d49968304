import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * Names in index.html's head the chunk of `module`, every chunk it imports however deep, and their styles. The
 * entry loads that module with import() (src/main.tsx), which Vite would only preload once the import runs: named
 * in the head, its files download beside the entry, as a static import's would, and its styles apply to the page
 * the gateway drew, while the scripts' evaluation still waits for the entry.
 */
export function preloadAppChunks(module: string): Plugin {
  return {
    name: 'portal:preload-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): HtmlTagDescriptor[] {
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
        if (!start) throw new Error(`The build has no chunk for ${module}.`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        visit(start);
        const link =
          (rel: string) =>
          (file: string): HtmlTagDescriptor[] =>
            html.includes(`/${file}"`)
              ? []
              : [{ tag: 'link', attrs: { rel, crossorigin: true, href: `/${file}` }, injectTo: 'head' }];
        return [...[...styles].flatMap(link('stylesheet')), ...[...files].flatMap(link('modulepreload'))];
      },
    },
  };
}
