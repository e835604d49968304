import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 4): Highcharts spoke English to screen readers ("Interactive chart", "Bar chart with
// 4 bars", "View as data table", "Show Intérêts"), read numbers as "235,889,5" and put "400k" on the axis. Its
// texts are French once for every chart, with French number formats.

test.use({ viewport: { width: 390, height: 844 } });

const ENGLISH =
  /Interactive chart|View as data table|Bar chart|Column chart|Line chart|Chart menu|\bShow\b|with \d+ (bars|columns|lines)|Created with/;

/** What the chart gives a screen reader: its text (hidden sections included) and every aria-label in it. */
async function spokenText(page: Page): Promise<string> {
  const chart = page
    .locator('.highcharts-root')
    .first()
    .locator('xpath=ancestor::*[@data-highcharts-chart][1]');
  await expect(chart).toBeAttached();
  // The screen reader's sections sit beside the SVG, in the chart's container.
  return chart.evaluate((element) => {
    const labels = [element, ...element.querySelectorAll('[aria-label]')].map(
      (node) => node.getAttribute('aria-label') ?? '',
    );
    // The chart's stylesheet is no text anyone hears.
    const text = element.cloneNode(true) as Element;
    for (const style of text.querySelectorAll('style')) style.remove();
    return [text.textContent ?? '', ...labels].join('\n');
  });
}

for (const path of ['/mes-chiffres/endettement', '/outils/simulateur-emprunt']) {
  test(`the chart of ${path} speaks French, with French numbers`, async ({ page, signIn }) => {
    await signIn('proprietaire@demo.fr', path);
    await expect(page.locator('.highcharts-series-group').first()).toBeVisible();

    const spoken = await spokenText(page);
    expect(spoken).toContain('Graphique');
    expect(spoken).not.toMatch(ENGLISH);
    // No English grouping of thousands ("235,889,5") nor decimal point ("10666.67"), and a space before an
    // axis's k or M ("400 k").
    expect(spoken).not.toMatch(/\d,\d{3}\b|\d\.\d/);
    const axisLabels = await page.locator('.highcharts-axis-labels text').allTextContents();
    expect(axisLabels.filter((label) => /\d[kMG]/.test(label))).toEqual([]);
  });
}
