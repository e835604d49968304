import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  /** 0 to 100, as Lighthouse's report shows them. */
  performance: number;
  accessibility: number;
  largestContentfulPaintMs: number;
  /** The accessibility audits that failed, by id, so that a score under 100 says what to fix. */
  failedAccessibilityAudits: string[];
}

/**
 * Lighthouse's mobile audit (its default profile: a phone, simulated slow 4G and CPU slowdown) of one page, in
 * Debian's Chromium: chrome-launcher starts it, nothing is downloaded. `cookie` is sent with every request, so
 * the signed-in page is audited.
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { Cookie: cookie },
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
    const accessibilityIds = new Set(categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      failedAccessibilityAudits: Object.values(audits)
        .filter((audit) => accessibilityIds.has(audit.id) && audit.score === 0)
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}
