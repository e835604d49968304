import type { Page } from '@playwright/test';
import { appRunning, expect, type DemoLogin } from './fixtures.ts';

// What the DUER specs share: the seeded files' banners, the index opened on a file, a year's tile.

const BANNERS: Record<string, string> = {
  AGR001: 'EARL des Quatre Vents',
  VIT002: 'Champagne Morel Père et Fils',
};

/** Opens the DUER index on a file, as the address of home selects it (spec 000 §2.2). */
export async function openIndex(
  page: Page,
  signIn: (login: DemoLogin) => Promise<void>,
  login: DemoLogin,
  file: string,
) {
  await signIn(login);
  await page.goto(`/accueil/${file}`);
  // The banner names the selected file: by its name for a client, by its code for staff.
  await expect(page.getByRole('banner')).toContainText(BANNERS[file] ?? `Code dossier : ${file}`);
  await appRunning(page);
  await page.goto('/outils/duer');
  await expect(page.getByRole('heading', { level: 1, name: 'Document unique' })).toBeVisible();
}

export const yearTile = (page: Page, year: number) =>
  page.getByRole('link', { name: new RegExp(`^${year}`) });

/** Staff sign in, select the file and create its DUER of that year from the default model; its home opens. */
export async function createFromModelAsStaff(
  page: Page,
  signIn: (login: DemoLogin) => Promise<void>,
  file: string,
  year: number,
) {
  await signIn('collaborateur');
  await page.goto(`/accueil/${file}`);
  await expect(page.getByRole('banner')).toContainText(`Code dossier : ${file}`);
  await appRunning(page);
  await page.goto('/outils/duer');
  await createDuer(page, year, 'Créer à partir du modèle par défaut');
}

/** Staff create an empty DUER of the index's file for `year`, then stand on its home. */
export async function createEmptyDuer(page: Page, year: number) {
  await createDuer(page, year, 'Créer un DUER vide');
}

async function createDuer(page: Page, year: number, choice: string) {
  await page.getByRole('button', { name: 'Créer un DUER' }).click();
  const creation = page.getByRole('dialog', { name: 'Créer un DUER' });
  await creation.getByRole('radio', { name: choice }).check();
  await creation.getByRole('textbox', { name: 'Année' }).fill(String(year));
  await creation.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Duer ${year}` })).toBeVisible();
}
