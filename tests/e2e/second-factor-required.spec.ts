import { SECOND_FACTOR_ENROLMENT_REQUIRED } from '@portal/schema/rules/second-factor';
import { TOTP } from 'otpauth';
import { startGatewayProgram, type RunningGateway } from '../support/gateway.ts';
import { DEMO_PASSWORD, expect, submitSignIn, test } from './fixtures.ts';

// Issue 47, SECOND_FACTOR_REQUIRED=collaborators: a collaborator without a factor is led to enrol one at the
// sign-in, before any screen. Each test has a gateway of its own with the setting, in front of the worker's
// emulator: its factors live in that gateway's memory, so the collaborator starts each test without one.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

let gateway: RunningGateway;
test.beforeEach(async ({ stack }) => {
  gateway = await startGatewayProgram({
    legacyUrl: stack.legacyUrl,
    env: { SECOND_FACTOR_REQUIRED: 'collaborators', TRUST_PROXY: '1', LEGACY_READ_TIMEOUT_MS: '20000' },
  });
});
test.afterEach(async () => {
  await gateway.stop();
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('a collaborator made to enrol: the enrolment screen after the password, a code app, then the portal', async ({
      page,
    }) => {
      await page.goto(`${gateway.url}/app`);
      await submitSignIn(page, 'collaborateur', DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/app\?etape=protection$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Protéger votre connexion' })).toBeVisible();
      await expect(page.getByText(SECOND_FACTOR_ENROLMENT_REQUIRED)).toBeVisible();

      // Nothing else opens until a factor is added: a screen asked for by its address comes back here.
      await page.goto(`${gateway.url}/selectionDossier`);
      await expect(page).toHaveURL(/\/app\?etape=protection$/);

      await page.getByRole('button', { name: 'Ajouter une application d’authentification' }).click();
      const secret = (await page.getByTestId('cle-secrete').textContent()) ?? '';
      await page.getByLabel('Nom de l’appareil').fill('Téléphone du cabinet');
      await page
        .getByLabel('Code à 6 chiffres affiché par l’application')
        .fill(new TOTP({ secret }).generate());
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect(page.getByTestId('codes-de-secours').getByRole('listitem')).toHaveCount(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();
      await page.getByRole('button', { name: 'Accéder au portail' }).click();
      await expect(page).toHaveURL(/\/selectionDossier/);
    });
  });
}
