import { startEmulator } from '../support/emulator.ts';
import { startGatewayProgram } from '../support/gateway.ts';
import { launchChromium, measureColdLoad, ownerSessionCookie, type ColdLoad } from './cold-load.ts';
import { auditPage, type LighthouseScores } from './lighthouse.ts';

/** Cold loads measured; the median is reported, so one slow start of the machine does not decide. */
const COLD_LOADS = 3;

export interface FirstScreenReport {
  coldLoad: ColdLoad & { runsMs: number[] };
  lighthouse: LighthouseScores;
}

/**
 * The signed-in owner's home as a person on a slow line meets it: cold loads under Fast 3G, then Lighthouse's
 * mobile audit, against the built programs (the gateway serving the built web app) on a fresh emulator.
 */
export async function measureFirstScreen(): Promise<FirstScreenReport> {
  const emulator = await startEmulator();
  try {
    const gateway = await startGatewayProgram({ legacyUrl: emulator.url });
    try {
      const browser = await launchChromium();
      const loads: ColdLoad[] = [];
      try {
        for (let run = 0; run < COLD_LOADS; run += 1) loads.push(await measureColdLoad(browser, gateway.url));
      } finally {
        await browser.close();
      }
      loads.sort((a, b) => a.keyFiguresVisibleMs - b.keyFiguresVisibleMs);
      const median = loads[Math.floor(loads.length / 2)]!;
      const lighthouse = await auditPage(`${gateway.url}/accueil`, await ownerSessionCookie(gateway.url));
      return { coldLoad: { ...median, runsMs: loads.map((load) => load.keyFiguresVisibleMs) }, lighthouse };
    } finally {
      await gateway.stop();
    }
  } finally {
    await emulator.stop();
  }
}
