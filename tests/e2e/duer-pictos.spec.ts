import type { Locator } from '@playwright/test';
import { createFromModelAsStaff } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// A risk's pictograms on the module screen (spec 002 §2, §5, §7, §9): added from the catalogue, re-described and
// removed, kept on the device until 'Enregistrer' sends one update per risk. Each test owns a DUER it creates
// from the default model on VIT016, whose DUERs no other test touches: Y + 10 on a phone, Y + 9 on a desktop.

const Y = new Date().getFullYear();
const UNSAVED = "Des modifications n'ont pas été enregistrées";

/** The pictograms' accessible names (the catalogue's names) and descriptions, in order. */
const pictosOf = async (risk: Locator) => {
  const items = risk.getByRole('region', { name: /^Pictogrammes/ }).getByRole('listitem');
  return items.evaluateAll((lis) =>
    lis.map((li) => {
      const img = li.querySelector('img');
      const input = li.querySelector('input');
      return [img?.getAttribute('alt') ?? '', input?.value ?? '', img?.getBoundingClientRect().height ?? 0];
    }),
  );
};

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = 'VIT016';
  const year = index === 0 ? Y + 10 : Y + 9;
  // The vineyard model's first unit and module, a risk of it that carries pictograms and one that carries none.
  const [unit, module, riskName, plainRisk] = [
    'Vigne',
    'Taille',
    'Coupure',
    'Troubles musculo-squelettiques',
  ];

  test.describe(name, () => {
    test.use({ viewport });

    test(`a collaborator adds, re-describes and removes a risk's pictograms on a new DUER of ${file}`, async ({
      page,
      signIn,
    }) => {
      await createFromModelAsStaff(page, signIn, file, year);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: new RegExp(`^${unit}`) }).click();
      await main.getByRole('link', { name: new RegExp(`^${module}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${year} - ${unit}` })).toBeVisible();
      const risk = main.getByRole('article', { name: riskName });
      const pictos = risk.getByRole('region', { name: `Pictogrammes : ${riskName}` });
      await expect(pictos).toBeVisible();
      // A risk whose base risk carries none shows no pictogram part.
      const plain = main.getByRole('article', { name: plainRisk });
      await expect(plain).toBeVisible();
      await expect(plain.getByRole('region', { name: /^Pictogrammes/ })).toHaveCount(0);

      // Two pictograms of the catalogue, the second re-described; nothing is sent before 'Enregistrer'.
      const choice = pictos.getByRole('combobox', { name: 'Pictogramme à ajouter' });
      await choice.selectOption({ label: 'Gants' });
      await pictos.getByRole('button', { name: 'Ajouter le pictogramme' }).click();
      await choice.selectOption({ label: 'Lunettes' });
      await pictos.getByRole('button', { name: 'Ajouter le pictogramme' }).click();
      await expect(page.getByText(UNSAVED)).toBeVisible();
      await pictos
        .getByRole('textbox', { name: 'Description du pictogramme Lunettes' })
        .fill(`Lunettes ${file}`);
      await expect
        .poll(() => pictosOf(risk))
        .toEqual([
          ['Gants', 'Port de gants obligatoire', 64],
          ['Lunettes', `Lunettes ${file}`, 64],
        ]);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(pictos.getByRole('img', { name: 'Gants' })).toBeVisible();
      await expect
        .poll(() => pictosOf(risk))
        .toEqual([
          ['Gants', 'Port de gants obligatoire', 64],
          ['Lunettes', `Lunettes ${file}`, 64],
        ]);
      // The image is the gateway's, loaded (its natural size is the SVG's).
      expect(
        await pictos
          .getByRole('img', { name: 'Gants' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);

      // One removed, saved, and still gone after a reload.
      await pictos.getByRole('button', { name: 'Supprimer le pictogramme Gants' }).click();
      await expect(page.getByText(UNSAVED)).toBeVisible();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(UNSAVED)).toHaveCount(0);
      await page.reload();
      await expect(pictos.getByRole('img', { name: 'Lunettes' })).toBeVisible();
      await expect.poll(() => pictosOf(risk)).toEqual([['Lunettes', `Lunettes ${file}`, 64]]);
    });
  });
}
