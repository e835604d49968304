import type { Page } from '@playwright/test';
import {
  CONFIRM_DELETE,
  CONFIRM_EMPTY,
  CONFIRM_IMPORT,
  CULTURE_REQUIRED,
  DEFINITIVE_YEAR,
  LINE_ID_MISSING,
  RENDEMENT_INVALID,
  SURFACE_INVALID,
  SURFACE_REQUIRED,
} from '@portal/schema/rules/crop-rotation';
import { ROTATION_TITLE, rotationAnnual } from '@portal/schema/rules/rotation';
import { appRunning, expect, test } from './fixtures.ts';

// Crop rotation (spec 001 §2, §4, §5). The emulator's seed (legacy-api/src/db/seed/crop-rotation.ts) hangs its
// years on the current one (Y). The owner's AGR001 is read only (Y editable, Y−1 validated). Each changing test
// owns a (file, year) by viewport: lines are added to AGR006 or AGR012 in Y+1, the previous year is copied
// into AGR006 or AGR012 in Y, AGV009's Y or Y−1 is emptied.

const Y = new Date().getFullYear();
type File = 'AGR006' | 'AGR012' | 'AGV009';

/** A file outside the collaborator's portfolio, opened by its code as home's address allows (spec 000 §2.2). */
async function openAsCollaborator(page: Page, file: File, millesime: number) {
  await page.goto(`/accueil/${file}`);
  await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
  await appRunning(page);
  await page.goto(`/outils/assolement?millesime=${millesime}`);
  await expect(page.getByRole('combobox', { name: 'Année' })).toHaveValue(String(millesime));
}

/** The crop shown on the screen, by its name: a row of the table (desktop) or a card (phone), not the rotation's. */
const crop = (page: Page, name: string) =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: name })
    .and(page.locator(':visible:not(section[aria-labelledby="rotation-title"] li)'));

const total = (page: Page) => page.getByText(/^Surface totale :/);

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  test.describe(name, () => {
    test.use({ viewport });

    test("the owner reads the year's crops and total, and the validated year is read only", async ({
      page,
      signIn,
    }) => {
      await signIn('proprietaire@demo.fr', '/outils/assolement');
      await expect(page.getByRole('heading', { level: 1, name: 'Assolement' })).toBeVisible();
      const years = page.getByRole('combobox', { name: 'Année' });
      await expect(years.getByRole('option')).toHaveText([Y - 3, Y - 2, Y - 1, Y, Y + 1].map(String));
      await expect(years).toHaveValue(String(Y));
      const ble = crop(page, "Blé tendre d'hiver");
      await expect(ble).toContainText('42,5\u00a0ha');
      await expect(ble).toContainText('8,6\u00a0t/ha');
      await expect(crop(page, "Orge d'hiver")).toContainText('Non renseigné');
      await expect(crop(page, 'Moutarde et phacélie')).toContainText(index === 0 ? 'Dérobée' : 'Oui');
      await expect(total(page)).toHaveText('Surface totale : 88,7\u00a0ha');
      await expect(page.getByRole('link', { name: "Modifier Blé tendre d'hiver" })).toBeVisible();
      // BCAE 7 from the seed's four campaigns: blé, betterave and orge may have kept 20 + 12 + 9,7 of 82,5 ha.
      const rotation = page.getByRole('region', { name: ROTATION_TITLE });
      await expect(rotation).toContainText(rotationAnnual('49\u00a0%', Y - 1, true));
      await expect(rotation.getByRole('listitem')).toHaveText(["Blé tendre d'hiver : jusqu'à 20,0\u00a0ha"]);

      await years.selectOption(String(Y - 1));
      await expect(page.getByRole('note')).toHaveText(DEFINITIVE_YEAR);
      await expect(crop(page, 'Betterave sucrière')).toContainText('40,1\u00a0ha');
      await expect(total(page)).toHaveText('Surface totale : 82,5\u00a0ha');
      await expect(page.getByRole('link', { name: 'Ajouter une culture' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Modifier/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: "Importer l'année précédente" })).toHaveCount(0);
      // A crop line the year does not hold: the form says so (spec 001 §8) and offers the way back.
      await page.goto(`/outils/assolement/culture?millesime=${Y}&id=AGR001:${Y}-999999`);
      await expect(page.getByText(LINE_ID_MISSING)).toBeVisible();
      await page.getByRole('link', { name: "Retour à l'assolement" }).click();
      await expect(total(page)).toHaveText('Surface totale : 88,7\u00a0ha');
      // The page stays within a phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

    test('a crop is added, changed and deleted, with the messages of spec 001 §5', async ({
      page,
      signIn,
    }) => {
      await signIn('collaborateur');
      await openAsCollaborator(page, index === 0 ? 'AGR006' : 'AGR012', Y + 1);
      await expect(page.getByText(`Aucune culture déclarée pour ${Y + 1}.`)).toBeVisible();

      await page.getByRole('link', { name: 'Ajouter une culture' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ajouter une culture' })).toBeVisible();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(CULTURE_REQUIRED)).toBeVisible();
      await expect(page.getByText(SURFACE_REQUIRED)).toBeVisible();

      await page.getByRole('searchbox', { name: 'Rechercher une culture' }).fill('COLZA');
      const culture = page.getByRole('combobox', { name: 'Culture' });
      await expect(culture.getByRole('option')).toHaveText(['Choisir une culture (1)', "Colza d'hiver"]);
      await culture.selectOption({ label: "Colza d'hiver" });
      const surface = page.getByRole('textbox', { name: 'Surface (ha)' });
      await surface.pressSequentially('0,5a');
      await expect(surface).toHaveValue('0.5');
      const rendement = page.getByRole('textbox', { name: 'Rendement (t/ha)' });
      await rendement.fill('6.5');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(SURFACE_INVALID)).toBeVisible();
      await expect(page.getByText(RENDEMENT_INVALID)).toBeVisible();

      await surface.fill('12.5');
      await rendement.fill('3.8');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page).toHaveURL(new RegExp(`/outils/assolement\\?millesime=${Y + 1}$`));
      await expect(crop(page, "Colza d'hiver")).toContainText('12,5\u00a0ha');
      await expect(crop(page, "Colza d'hiver")).toContainText('3,8\u00a0t/ha');
      await expect(total(page)).toHaveText('Surface totale : 12,5\u00a0ha');

      // The colza is declared: the form of a new line no longer offers it.
      await page.getByRole('link', { name: 'Ajouter une culture' }).click();
      await page.getByRole('searchbox', { name: 'Rechercher une culture' }).fill('colza');
      await expect(page.getByRole('combobox', { name: 'Culture' }).getByRole('option')).toHaveText([
        'Choisir une culture (0)',
      ]);
      await page.getByRole('link', { name: "Retour à l'assolement" }).click();

      await page.getByRole('link', { name: "Modifier Colza d'hiver" }).click();
      await expect(page.getByRole('textbox', { name: 'Surface (ha)' })).toHaveValue('12.5');
      await page.getByRole('textbox', { name: 'Surface (ha)' }).fill('14');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(crop(page, "Colza d'hiver")).toContainText('14,0\u00a0ha');

      await page.getByRole('button', { name: "Supprimer Colza d'hiver" }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(CONFIRM_DELETE);
      await dialog.getByRole('button', { name: 'Non' }).click();
      await expect(crop(page, "Colza d'hiver")).toBeVisible();
      await page.getByRole('button', { name: "Supprimer Colza d'hiver" }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
      await expect(page.getByText(`Aucune culture déclarée pour ${Y + 1}.`)).toBeVisible();
    });

    test('the previous year is copied into the year after Oui', async ({ page, signIn }) => {
      await signIn('collaborateur');
      await openAsCollaborator(page, index === 0 ? 'AGR006' : 'AGR012', Y);
      await page.getByRole('button', { name: "Importer l'année précédente" }).click();
      await expect(page.getByRole('dialog')).toContainText(CONFIRM_IMPORT);
      await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
      await expect(total(page)).toHaveText(`Surface totale : ${index === 0 ? '84,3' : '44,3'}\u00a0ha`);
      await expect(crop(page, index === 0 ? 'Maïs grain' : 'Tournesol')).toBeVisible();
    });

    test('the year is emptied after Oui', async ({ page, signIn }) => {
      const millesime = index === 0 ? Y : Y - 1;
      await signIn('collaborateur');
      await openAsCollaborator(page, 'AGV009', millesime);
      await expect(total(page)).toBeVisible();
      await page.getByRole('button', { name: "Vider l'année" }).click();
      await expect(page.getByRole('dialog')).toContainText(CONFIRM_EMPTY);
      await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
      await expect(page.getByText(`Aucune culture déclarée pour ${millesime}.`)).toBeVisible();
    });
  });
}
