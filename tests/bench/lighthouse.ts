import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  /** 0 to 100, as Lighthouse's report shows them. */
  performance: number;
  accessibility: number;
  largestContentfulPaintMs: number;
  /** The sum of each long task's excess over 50 ms: the metric that moves the score from one run to the next. */
  totalBlockingTimeMs: number;
  /**
   * When the audited browser itself, unthrottled, parsed the page and showed its first frame. Lighthouse puts on
   * its simulated first paint every request and task that came before the observed one, so a late first frame
   * costs the score as much as the page's own work (docs/decisions/020).
   */
  observedDomContentLoadedMs: number;
  observedFirstContentfulPaintMs: number;
  /** The accessibility audits that failed, by id, so that a score under 100 says what to fix. */
  failedAccessibilityAudits: string[];
}

/**
 * Lighthouse's mobile audit (its default profile: a phone, simulated slow 4G and CPU slowdown) of one page, in
 * Debian's Chromium: chrome-launcher starts it, nothing is downloaded. `cookie` (`name=value`) is the session:
 * it goes into the browser's cookie jar, not into a Cookie header of every request, since a header would replace
 * the cookies the page writes itself (the wanted file's), so the page's own calls went out signed out and the
 * audit measured the sign-in page it was sent to. An audit that did not stay on `url` fails rather than scores.
 */
export async function auditPage(url: string, cookie: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const [name, value] = cookie.split('=') as [string, string];
    // Lighthouse audits in the browser's default context and leaves its cookies alone when it resets storage.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    await cdp.contexts()[0]!.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }]);
    // Disconnects only (the browser was not launched by Playwright), so that it watches none of the audit's tabs.
    await cdp.close();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse audited ${finalDisplayedUrl}, not ${url}: the page went elsewhere`);
    const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
    const accessibilityIds = new Set(categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      ...observedTimes(audits.metrics?.details),
      failedAccessibilityAudits: Object.values(audits)
        .filter((audit) => accessibilityIds.has(audit.id) && audit.score === 0)
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}

/** The unthrottled timings Lighthouse's `metrics` audit reports beside its simulated ones. */
function observedTimes(
  details: unknown,
): Pick<LighthouseScores, 'observedDomContentLoadedMs' | 'observedFirstContentfulPaintMs'> {
  const [metrics] = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const ms = (name: string) => Math.round(typeof metrics?.[name] === 'number' ? metrics[name] : 0);
  return {
    observedDomContentLoadedMs: ms('observedDomContentLoaded'),
    observedFirstContentfulPaintMs: ms('observedFirstContentfulPaint'),
  };
}
