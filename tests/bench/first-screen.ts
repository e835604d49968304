import { startEmulator } from '../support/emulator.ts';
import { startGatewayProgram } from '../support/gateway.ts';
import { launchChromium, measureColdLoad, ownerSessionCookie, type ColdLoad } from './cold-load.ts';
import { measureDossierReturn, type DossierReturn } from './dossier-return.ts';
import { auditPage, type LighthouseScores } from './lighthouse.ts';
import { measureMainThread, type MainThreadWork } from './main-thread.ts';
import { measureRepeatVisit, type RepeatVisit } from './repeat-visit.ts';

/** Cold loads and audits run; the median is reported, so one slow moment of the machine does not decide. */
const RUNS = 3;

const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

export interface FirstScreenReport {
  coldLoad: ColdLoad & { runsMs: number[] };
  repeatVisit: RepeatVisit & { runsMs: number[] };
  lighthouse: LighthouseScores & {
    performanceRuns: number[];
    totalBlockingTimeRunsMs: number[];
    /** The median of the runs' Total Blocking Time, each run's own (not the best-scored run's). */
    medianTotalBlockingTimeMs: number;
  };
  dossierReturn: DossierReturn & { returnRunsMs: (number | null)[] };
  mainThread: MainThreadWork & { blockingRunsMs: number[] };
}

/**
 * The signed-in owner's home as a person on a slow line meets it: cold loads under Fast 3G, then Lighthouse's
 * mobile audit, and the switch back to a file already seen, against the built programs (the gateway serving the
 * built web app) on a fresh emulator.
 */
export async function measureFirstScreen(): Promise<FirstScreenReport> {
  const emulator = await startEmulator();
  try {
    const gateway = await startGatewayProgram({ legacyUrl: emulator.url });
    try {
      const browser = await launchChromium();
      const loads: ColdLoad[] = [];
      const returns: RepeatVisit[] = [];
      const switches: DossierReturn[] = [];
      const works: MainThreadWork[] = [];
      try {
        for (let run = 0; run < RUNS; run += 1) loads.push(await measureColdLoad(browser, gateway.url));
        for (let run = 0; run < RUNS; run += 1) returns.push(await measureRepeatVisit(browser, gateway.url));
        for (let run = 0; run < RUNS; run += 1)
          switches.push(await measureDossierReturn(browser, gateway.url));
        for (let run = 0; run < RUNS; run += 1) works.push(await measureMainThread(browser, gateway.url));
      } finally {
        await browser.close();
      }
      const cookie = await ownerSessionCookie(gateway.url);
      const audits: LighthouseScores[] = [];
      for (let run = 0; run < RUNS; run += 1) audits.push(await auditPage(`${gateway.url}/accueil`, cookie));
      return {
        coldLoad: {
          ...median(loads, (load) => load.keyFiguresVisibleMs),
          runsMs: loads.map((load) => load.keyFiguresVisibleMs),
        },
        repeatVisit: {
          ...median(returns, (visit) => visit.keyFiguresVisibleMs),
          runsMs: returns.map((visit) => visit.keyFiguresVisibleMs),
        },
        lighthouse: {
          ...median(audits, (audit) => audit.performance),
          performanceRuns: audits.map((audit) => audit.performance),
          totalBlockingTimeRunsMs: audits.map((audit) => audit.totalBlockingTimeMs),
          medianTotalBlockingTimeMs: median(audits, (audit) => audit.totalBlockingTimeMs).totalBlockingTimeMs,
        },
        dossierReturn: {
          // A return not drawn from the cache counts as the slowest.
          ...median(switches, (visit) => visit.returnMs ?? Infinity),
          returnRunsMs: switches.map((visit) => visit.returnMs),
        },
        mainThread: {
          ...median(works, (work) => work.blockingTimeMs),
          blockingRunsMs: works.map((work) => work.blockingTimeMs),
        },
      };
    } finally {
      await gateway.stop();
    }
  } finally {
    await emulator.stop();
  }
}
