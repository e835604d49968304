import type { FirstScreenReport } from './first-screen.ts';
import { GOALS } from './goals.ts';
import type { WebSizes } from './web-size.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Why the web app's first page and first screen miss their goals: one line per goal missed. */
export function firstScreenMisses(web: WebSizes, firstScreen: FirstScreenReport): string[] {
  const { coldLoad, repeatVisit, lighthouse, dossierReturn, mainThread } = firstScreen;
  const unless = (met: boolean, miss: string) => (met ? [] : [miss]);
  return [
    ...unless(
      coldLoad.keyFiguresVisibleMs <= GOALS.keyFiguresVisibleMs,
      `key figures visible after ${coldLoad.keyFiguresVisibleMs} ms under Fast 3G`,
    ),
    ...unless(
      repeatVisit.keyFiguresVisibleMs <= GOALS.repeatVisitKeyFiguresMs,
      `key figures visible after ${repeatVisit.keyFiguresVisibleMs} ms on a return under Fast 3G`,
    ),
    ...unless(
      repeatVisit.scriptBytes <= GOALS.repeatVisitScriptBytes,
      `${kb(repeatVisit.scriptBytes)} of JavaScript downloaded on a return`,
    ),
    ...unless(
      coldLoad.graphqlRoundTrips <= GOALS.graphqlRoundTrips,
      `${coldLoad.graphqlRoundTrips} GraphQL round trips before the key figures`,
    ),
    ...unless(
      web.firstPageJsGzipBytes <= GOALS.firstPageJsGzipBytes,
      `first page JavaScript ${kb(web.firstPageJsGzipBytes)} gzip`,
    ),
    ...unless(web.reactDom.files.length > 0, 'React DOM not found in the build'),
    ...web.heavyLibraries
      .filter((heavy) => heavy.onFirstPage || heavy.files.length === 0)
      .map((heavy) =>
        heavy.onFirstPage
          ? `${heavy.library} loads with the first page`
          : `${heavy.library} not found in the build`,
      ),
    ...unless(
      lighthouse.performance >= GOALS.lighthouse.performance,
      `Lighthouse performance ${lighthouse.performance}`,
    ),
    ...unless(
      lighthouse.medianTotalBlockingTimeMs < GOALS.lighthouse.totalBlockingTimeUnderMs,
      `Lighthouse Total Blocking Time ${lighthouse.medianTotalBlockingTimeMs} ms`,
    ),
    ...unless(
      lighthouse.accessibility >= GOALS.lighthouse.accessibility,
      `Lighthouse accessibility ${lighthouse.accessibility}`,
    ),
    ...unless(
      lighthouse.largestContentfulPaintMs <= GOALS.lighthouse.largestContentfulPaintMs,
      `LCP ${lighthouse.largestContentfulPaintMs} ms`,
    ),
    ...unless(dossierReturn.drawnFromCache, 'the return to a file already seen waited for the gateway'),
    ...unless(
      mainThread.blockingTimeMs < GOALS.lighthouse.totalBlockingTimeUnderMs,
      `blocking time from the main thread's CPU ${mainThread.blockingTimeMs} ms`,
    ),
  ];
}

/** The first page's and first screen's figures beside their goals, for people (stderr). */
export function printFirstScreen(web: WebSizes, firstScreen: FirstScreenReport): void {
  const { coldLoad, repeatVisit, lighthouse, dossierReturn, mainThread } = firstScreen;
  console.error(
    `First page: ${kb(web.firstPageJsGzipBytes)} of JavaScript, ${kb(web.firstPageCssGzipBytes)} of CSS ` +
      `(gzip; goal: JS ≤ ${GOALS.firstPageJsGzipBytes / 1024} KB); React DOM in ` +
      `${web.reactDom.files.join(', ') || 'nothing'} (${kb(web.reactDom.gzipBytes)})`,
  );
  console.error(
    `Heavy libraries, loaded with their routes only (goal): ${web.heavyLibraries
      .map(
        (heavy) =>
          `${heavy.library} in ${heavy.files.join(', ') || 'nothing'}${heavy.onFirstPage ? ' (FIRST PAGE)' : ''}`,
      )
      .join('; ')}`,
  );
  console.error(
    `Signed-in home, cold, Fast 3G (150 ms, 1.6 Mbps), 390 px: key figures after ${coldLoad.keyFiguresVisibleMs} ms ` +
      `(goal ≤ ${GOALS.keyFiguresVisibleMs} ms; runs ${coldLoad.runsMs.join(', ')} ms), ` +
      `${kb(coldLoad.bytes)} in ${coldLoad.requests} requests, ` +
      `${coldLoad.graphqlRoundTrips} GraphQL round trips before them (goal ≤ ${GOALS.graphqlRoundTrips}); ` +
      `its JavaScript ${kb(web.homePageJsGzipBytes)} gzip (the first page's and the home chunk)`,
  );
  console.error(
    `Signed-in home, return visit, Fast 3G: key figures after ${repeatVisit.keyFiguresVisibleMs} ms ` +
      `(goal ≤ ${GOALS.repeatVisitKeyFiguresMs} ms; runs ${repeatVisit.runsMs.join(', ')} ms; cold ${coldLoad.keyFiguresVisibleMs} ms), ` +
      `${kb(repeatVisit.bytes)} over the network (${repeatVisit.paths.join(', ')}), ` +
      `of it JavaScript ${kb(repeatVisit.scriptBytes)} (goal ${GOALS.repeatVisitScriptBytes})`,
  );
  console.error(
    `Lighthouse, signed-in home, mobile: performance ${lighthouse.performance} (goal ≥ ${GOALS.lighthouse.performance}; ` +
      `runs ${lighthouse.performanceRuns.join(', ')}), Total Blocking Time ${lighthouse.medianTotalBlockingTimeMs} ms ` +
      `(goal < ${GOALS.lighthouse.totalBlockingTimeUnderMs} ms; runs ${lighthouse.totalBlockingTimeRunsMs.join(', ')} ms), ` +
      `accessibility ${lighthouse.accessibility} (goal ${GOALS.lighthouse.accessibility}), ` +
      `LCP ${lighthouse.largestContentfulPaintMs} ms (goal ≤ ${GOALS.lighthouse.largestContentfulPaintMs} ms), ` +
      `its browser unthrottled: page parsed after ${lighthouse.observedDomContentLoadedMs} ms, first frame shown ` +
      `after ${lighthouse.observedFirstContentfulPaintMs} ms` +
      (lighthouse.failedAccessibilityAudits.length
        ? `; failed accessibility audits: ${lighthouse.failedAccessibilityAudits.join(', ')}`
        : ''),
  );
  console.error(
    `Back to a file already seen, 390 px, GraphQL answers held: ` +
      (dossierReturn.drawnFromCache ? `drawn from the cache` : `NOT drawn from the cache`) +
      ` (goal) after ${dossierReturn.returnMs ?? '–'} ms (runs ${dossierReturn.returnRunsMs
        .map((run) => run ?? '–')
        .join(', ')} ms); its first visit ${dossierReturn.firstVisitMs} ms with the gateway's answers`,
  );
  console.error(
    `Signed-in home, main thread's CPU at Lighthouse's 4× (the machine's load aside): blocking time ` +
      `${mainThread.blockingTimeMs} ms (goal < ${GOALS.lighthouse.totalBlockingTimeUnderMs} ms; runs ` +
      `${mainThread.blockingRunsMs.join(', ')} ms), long tasks ${mainThread.longTasksMs.join(', ') || 'none'} ms, ` +
      `${mainThread.cpuMs} ms of CPU in all`,
  );
}
