import type { Browser } from '@playwright/test';
import { ownerSessionCookie } from './cold-load.ts';

/** Lighthouse's mobile profile slows the CPU four times; its Total Blocking Time is counted at that pace. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThreadWork {
  /** The page's main thread's CPU time over the whole load, at the machine's own pace. */
  cpuMs: number;
  /** Each task after the first contentful paint longer than 50 ms once its CPU time is slowed four times. */
  longTasksMs: number[];
  /** Their excess over 50 ms, summed: Total Blocking Time as Lighthouse would count it from the CPU alone. */
  blockingTimeMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The signed-in home's main-thread tasks, from a Chromium trace of one cold load: each task's thread time (the
 * CPU it used), not its wall time, which a machine shared with other programs stretches by several times. What
 * Lighthouse's Total Blocking Time counts, without the load of the machine in it (docs/decisions/016).
 */
export async function measureMainThread(browser: Browser, gatewayUrl: string): Promise<MainThreadWork> {
  const url = `${gatewayUrl}/accueil`;
  const [name, value] = (await ownerSessionCookie(gatewayUrl)).split('=') as [string, string];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    // Nothing is asked of the page until the trace ends: a locator would evaluate Playwright's own script in it,
    // a long task of its own. A quiet network comes after the hydration and the work after the first screen (the
    // service worker, the offline store).
    await page.goto(url, { waitUntil: 'networkidle' });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error('the trace has no first contentful paint');
    const main = traceEvents.find(
      (event) =>
        event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
    );
    const tasks = traceEvents.filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === main?.tid,
    );
    const slowedMs = (event: TraceEvent) => ((event.tdur ?? 0) * CPU_SLOWDOWN) / 1000;
    const longTasksMs = tasks
      .filter((task) => task.ts >= paint.ts)
      .map(slowedMs)
      .filter((ms) => ms > LONG_TASK_MS)
      .map(Math.round);
    return {
      cpuMs: Math.round(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000),
      longTasksMs,
      blockingTimeMs: longTasksMs.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    };
  } finally {
    await context.close();
  }
}
