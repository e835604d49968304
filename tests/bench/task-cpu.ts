import { chromium } from '@playwright/test';
import { startEmulator } from '../support/emulator.ts';
import { startGatewayProgram } from '../support/gateway.ts';
import { ownerSessionCookie } from './cold-load.ts';
type Ev = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: any };
const emulator = await startEmulator();
const gateway = await startGatewayProgram({ legacyUrl: emulator.url });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const SLOW = 4;
try {
  for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
    const url = `${gateway.url}/accueil`;
    const [name, value] = (await ownerSessionCookie(gateway.url)).split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
    await page.goto(url);
    await page.waitForTimeout(5000);
    const events = (JSON.parse((await browser.stopTracing()).toString()).traceEvents) as Ev[];
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'firstContentfulPaint'));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid);
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid);
    const tasks = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
    const after = tasks.filter((t) => fcp && t.ts >= fcp.ts);
    const long = after.map((t) => (t.tdur! * SLOW) / 1000).filter((ms) => ms > 50);
    const tbt = long.reduce((s, ms) => s + ms - 50, 0);
    const cpuAll = tasks.reduce((s, t) => s + t.tdur!, 0) / 1000;
    console.log(`run ${run}: fcp ${fcp && nav ? Math.round((fcp.ts - nav.ts) / 1000) : '?'} ms, main-thread CPU ${cpuAll.toFixed(0)} ms, tasks>50ms at ${SLOW}x: ${long.map((m) => Math.round(m)).join(' ')} → TBT≈${Math.round(tbt)} ms`);
    await context.close();
  }
} finally { await browser.close(); await gateway.stop(); await emulator.stop(); }
