import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InlinedAnswer } from './first-screen.ts';

/**
 * The web app's server build (web/src/server/render-first-screen.tsx): the markup of a page's first screen, drawn
 * from the answers its HTML inlines, or null when they cannot draw it.
 */
export type RenderFirstScreen = (
  url: string,
  answers: readonly InlinedAnswer[],
  wanted: string | null,
) => Promise<string | null>;

// Drawn from answers already in memory, a screen takes milliseconds; one that has not come by then never keeps
// its page waiting, which is sent with the text index.html paints instead.
const RENDER_TIMEOUT_MS = 1000;

/** Where the web build puts its server build: beside the browser's, which the gateway serves (never this one). */
export function rendererFile(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'render-first-screen.js');
}

/**
 * The web app's first-screen renderer, or null without a server build (an older build, development) or with one
 * that does not load: pages then carry their answers only. A failing or late render gives null, logged: the
 * browser draws the page.
 */
export async function loadFirstScreenRenderer(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<RenderFirstScreen | null> {
  const file = rendererFile(webDistDir);
  if (!existsSync(file)) {
    log.info({ file }, 'first screens not drawn by the gateway: no server build of the web app');
    return null;
  }
  let renderFirstScreen: RenderFirstScreen;
  try {
    ({ renderFirstScreen } = (await import(pathToFileURL(file).href)) as {
      renderFirstScreen: RenderFirstScreen;
    });
  } catch (error) {
    // A build whose code cannot even load in Node (a module reading `window` as it loads) must not keep the
    // portal from starting: its pages are then drawn by the browser, as without a server build.
    log.error({ err: error, file }, 'first screens not drawn by the gateway: its server build does not load');
    return null;
  }
  return async (url, answers, wanted) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        log.warn({ url }, 'first screen not drawn in time; the browser draws it');
        resolve(null);
      }, RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([renderFirstScreen(url, answers, wanted), late]);
    } catch (error) {
      log.warn({ err: error, url }, 'first screen not drawn; the browser draws it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
