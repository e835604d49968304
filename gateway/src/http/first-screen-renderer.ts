import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { InlinedAnswer } from './first-screen.ts';

/** The home's first screen as the web app's server build makes it (web/src/server/render-first-screen.tsx). */
interface ServerFirstScreen {
  draw(url: string, wanted: string | null): Promise<string | null>;
  data(): unknown;
}

type MakeFirstScreen = (answers: readonly InlinedAnswer[]) => ServerFirstScreen | null;

/** What a page carries of its first answers. */
export interface FirstScreen {
  /** The JSON the web app restores into its Apollo cache (web/src/app/first-screen.ts); its format is the app's. */
  data: unknown;
  /** The first screen's markup, drawn from the same cache; null when it was not drawn. */
  markup: string | null;
}

/**
 * The page's first screen, made by the web app's server build from its answers: the data the page carries, and the
 * markup when `draw` asks for it and the answers can draw it. Null when none of the answers is to a query the app
 * knows, or when the build failed on them.
 */
export type RenderFirstScreen = (
  url: string,
  answers: readonly InlinedAnswer[],
  wanted: string | null,
  draw: boolean,
) => Promise<FirstScreen | null>;

// Drawn from answers already in memory, a screen takes milliseconds; one that has not come by then never keeps
// its page waiting, which is sent with the text index.html paints instead.
const RENDER_TIMEOUT_MS = 1000;

/** Where the web build puts its server build: beside the browser's, which the gateway serves (never this one). */
export function rendererFile(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'render-first-screen.js');
}

/**
 * The web app's first-screen renderer, or null without a server build (an older build, development), with one that
 * does not load or one of another format: pages then carry no answers, and the browser asks for them. A failing or
 * late render leaves the page undrawn, logged: the browser draws it.
 */
export async function loadFirstScreenRenderer(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<RenderFirstScreen | null> {
  const file = rendererFile(webDistDir);
  if (!existsSync(file)) {
    log.info({ file }, 'first screens not made by the gateway: no server build of the web app');
    return null;
  }
  let firstScreen: unknown;
  try {
    ({ firstScreen } = (await import(pathToFileURL(file).href)) as { firstScreen: unknown });
  } catch (error) {
    // A build whose code cannot even load in Node (a module reading `window` as it loads) must not keep the
    // portal from starting: its pages are then drawn by the browser, as without a server build.
    log.error({ err: error, file }, 'first screens not made by the gateway: its server build does not load');
    return null;
  }
  if (typeof firstScreen !== 'function') {
    log.error(
      { file },
      'first screens not made by the gateway: its server build is older, without firstScreen',
    );
    return null;
  }
  const make = firstScreen as MakeFirstScreen;
  return async (url, answers, wanted, draw) => {
    let screen: ServerFirstScreen | null;
    try {
      screen = make(answers);
    } catch (error) {
      log.warn({ err: error, url }, 'first screen not made of its answers; the browser asks for them');
      return null;
    }
    if (!screen) return null;
    const markup = draw ? await drawnInTime(screen, url, wanted, log) : null;
    // Taken once the drawing is over: the cache the browser restores is the one its markup was drawn from.
    return { markup, data: screen.data() };
  };
}

/** A screen's markup, or null when its drawing fails or has not ended in time (logged). */
async function drawnInTime(
  screen: ServerFirstScreen,
  url: string,
  wanted: string | null,
  log: FastifyBaseLogger,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      log.warn({ url }, 'first screen not drawn in time; the browser draws it');
      resolve(null);
    }, RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([screen.draw(url, wanted), late]);
  } catch (error) {
    log.warn({ err: error, url }, 'first screen not drawn; the browser draws it');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
