import type { Page } from '@playwright/test';
import { GRADE_COLOURS, NO_YIELD_COLOUR } from '@portal/schema/rules/yield-map';
import { expect, test } from './fixtures.ts';

// Yield map (spec 001 §2 rendementcarto, §9). Only reads the emulator's seeded zones and yields
// (legacy-api/src/db/seed/yield-map.ts: 36 communes, 4 petites régions, 2 grandes régions around Reims).

const Y = new Date().getFullYear();
const zones = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive');

/** How many zones the map fills with each grade's colour, then without a yield. */
async function fills(page: Page): Promise<number[]> {
  const all = await zones(page).evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
  return [...GRADE_COLOURS, NO_YIELD_COLOUR].map((colour) => all.filter((fill) => fill === colour).length);
}

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the map draws graded zones and redraws them for another crop and zone type', async ({
      page,
      signIn,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await signIn('proprietaire@demo.fr', `/outils/assolement?millesime=${Y - 1}`);
      await page.getByRole('link', { name: 'Voir la carte des rendements' }).click();
      await expect(page).toHaveURL(new RegExp(`/outils/rendement\\?millesime=${Y - 1}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Carte des rendements' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Zones' })).toHaveValue('commune');
      await expect(page.getByRole('combobox', { name: 'Culture' })).toHaveValue('1015');
      await expect(page.getByRole('combobox', { name: 'Année' })).toHaveValue(String(Y - 1));

      // Every commune is drawn; the quartiles split those with a yield into 4 grades.
      await expect(zones(page)).toHaveCount(36);
      const ble = await fills(page);
      expect(ble.reduce((a, b) => a + b, 0)).toBe(36);
      for (const count of ble.slice(0, 4)) expect(count).toBeGreaterThan(0);
      const legend = page.getByRole('region', { name: 'Légende : rendement moyen' });
      await expect(legend.getByRole('listitem')).toHaveCount(5);
      await expect(legend.getByRole('listitem').first()).toHaveText(
        /^De 0,0\u00a0t\/ha à moins de \d+,\d\u00a0t\/ha$/,
      );
      await expect(legend.getByRole('listitem').nth(3)).toHaveText(/^\d+,\d\u00a0t\/ha et plus$/);

      const bleLegend = await legend.getByRole('listitem').allTextContents();
      await page.getByRole('combobox', { name: 'Culture' }).selectOption({ label: 'Betterave sucrière' });
      await expect(page).toHaveURL(/culture=1060/);
      // Betterave's quartiles are tenfold blé's: the legend and the zones' grades follow.
      await expect(legend.getByRole('listitem')).not.toHaveText(bleLegend);
      await expect(zones(page)).toHaveCount(36);
      const betterave = await fills(page);
      for (const count of betterave.slice(0, 4)) expect(count).toBeGreaterThan(0);

      await page
        .getByRole('combobox', { name: 'Zones' })
        .selectOption({ label: 'Petites régions agricoles' });
      await expect(page).toHaveURL(/zoneType=petiteRegion/);
      await expect(zones(page)).toHaveCount(4);
      expect((await fills(page)).reduce((a, b) => a + b, 0)).toBe(4);

      await page.getByRole('combobox', { name: 'Zones' }).selectOption({ label: 'Grandes régions' });
      await expect(zones(page)).toHaveCount(2);

      // No tile server is configured: the zones stand on a plain background and nothing else is fetched.
      await expect(page.locator('.leaflet-tile')).toHaveCount(0);
      const origin = new URL(page.url()).origin;
      expect(requested.filter((url) => url.startsWith('http') && new URL(url).origin !== origin)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  });
}
