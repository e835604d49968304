import { startGatewayProgram, type RunningGateway } from '../support/gateway.ts';
import { expect, test } from './fixtures.ts';

// Hiring simulator (spec 001 §2 simulateur-embauche). Only reads: the owner opens the page; nothing is changed.

const UNAVAILABLE = "Le simulateur d'embauche n'a pas pu être chargé.";

// A second gateway in front of the worker's emulator whose widget address names a script the emulator lacks; the
// sign-in fixture signs in on it, as the address it opens is its own.
let broken: RunningGateway;
test.beforeAll(async ({ stack }) => {
  broken = await startGatewayProgram({
    legacyUrl: stack.legacyUrl,
    env: { HIRING_SIMULATOR_SCRIPT_URL: `${stack.legacyUrl}/widgets/absent.js` },
  });
});
test.afterAll(async () => {
  await broken.stop();
});

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the owner opens the hiring simulator from the tools and uses the stand-in widget', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/outils');
      await page
        .getByRole('region', { name: 'Autres outils' })
        .getByRole('link', { name: 'Simulateurs' })
        .click();
      await page.getByRole('link', { name: "Simulateur d'embauche" }).click();
      await expect(page).toHaveURL(/\/outils\/simulateur-embauche$/);
      await expect(page.getByRole('heading', { level: 1, name: "Simulateur d'embauche" })).toBeVisible();

      const widget = page.getByRole('form', { name: "Simulateur d'embauche (démonstration)" });
      await expect(widget).toBeVisible();
      await widget.getByLabel('Salaire brut mensuel (€)').fill('3000');
      await expect(widget.getByRole('status')).toHaveText(/4\s260 € par mois/);
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`hiring-simulator-${viewport.width}.png`) });
    });

    test('a widget address naming a missing script gets the French failure message', async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', `${broken.url}/outils/simulateur-embauche`);
      await expect(page.getByRole('heading', { level: 1, name: "Simulateur d'embauche" })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
      await expect(page.getByRole('form', { name: "Simulateur d'embauche (démonstration)" })).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`hiring-simulator-failed-${viewport.width}.png`),
      });
    });
  });
}
