import { RISKS_INCOMPLETE } from '@portal/schema/rules/duer';
import { RISK_LEVELS } from '@portal/schema/rules/duer-rating';
import { ACTION_PLAN_COLUMNS, PRINT_FAILED, SEE_DEFINITIVE } from '@portal/schema/rules/duer-risk-list';
import { onePagePdf } from '@portal/legacy-api/pdf-forms';
import { readFile } from 'node:fs/promises';
import { pdfText, sheetRows } from '../testkit/generated-files.ts';
import { openIndex, yearTile } from './duer-support.ts';
import { expect, test } from './fixtures.ts';

// The DUER's generated files (issue 20). The action plan is only read, from the seeded Y − 1 of AGR001 (phone)
// or VIT002 (desktop), whose odd risks the seed rated with a measure to do. The print owns a DUER the collaborator
// creates from the model: AGR001's Y + 3 (phone) or Y + 2 (desktop), years no other test touches (Y + 4 to Y + 10
// are other specs', and a DUER's year stops at Y + 10).

const Y = new Date().getFullYear();

const BANNERS = { AGR001: 'EARL des Quatre Vents' } as const;

const rank = (level: string | undefined) => RISK_LEVELS.indexOf(level as (typeof RISK_LEVELS)[number]);

for (const [index, [name, viewport]] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1366, height: 800 }],
].entries() as IterableIterator<[number, [string, { width: number; height: number }]]>) {
  const file = index === 0 ? 'AGR001' : 'VIT002';

  test.describe(name, () => {
    test.use({ viewport });

    test(`the action plan of ${file}’s last DUER downloads as XLSX, its measures the most serious first`, async ({
      page,
      signIn,
    }) => {
      await openIndex(page, signIn, 'proprietaire@demo.fr', file);
      await yearTile(page, Y - 1).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${Y - 1}` })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('main').getByRole('link', { name: 'Exporter le plan d’action (XLSX)' }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`plan-d-action-duer-${Y - 1}.xlsx`);
      const [header, ...rows] = await sheetRows(await readFile(await saved.path()));
      expect(header).toEqual([...ACTION_PLAN_COLUMNS]);
      expect(rows.length).toBeGreaterThan(1);
      // The seed's measure to do, who and when, on every row; the levels from the most serious down.
      for (const row of rows)
        expect([row[6], row[7], row[8]]).toEqual(['Affichage des consignes', 'Le gérant', 'Fin d’année']);
      const ranks = rows.map((row) => rank(row[0]));
      expect(ranks.every((r) => r >= 0)).toBe(true);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      expect(new Set(ranks).size).toBeGreaterThan(1);
    });

    test(`a collaborator prints a new DUER of AGR001 with a risk of each level, refused for good to the owner until staff finish it`, async ({
      page,
      signIn,
    }) => {
      // Creation, ratings, an annexe, a print and three people's views: a hang limit of three times the default.
      test.slow();
      const year = index === 0 ? Y + 3 : Y + 2;
      await signIn('collaborateur', '/accueil/AGR001');
      await expect(page.getByRole('banner')).toContainText('Code dossier : AGR001');
      await page.goto('/outils/duer');
      await page.getByRole('button', { name: 'Créer un DUER' }).click();
      const creation = page.getByRole('dialog', { name: 'Créer un DUER' });
      await creation.getByRole('radio', { name: 'Créer à partir du modèle par défaut' }).check();
      await creation.getByRole('textbox', { name: 'Année' }).fill(String(year));
      await creation.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Duer ${year}` })).toBeVisible();
      const home = page.url();

      // The first module's four risks, one of each level in the DUER's order (new scale, over 25).
      await page.getByRole('link', { name: /^Atelier/ }).click();
      await page.getByRole('link', { name: /^Entretien du matériel/ }).click();
      const keys: [string[], string[]][] = [
        // A slider left at its start is not rated yet: moving one rates the other at 1.
        [['End', 'Home'], []],
        [
          ['Home', 'ArrowRight'],
          ['Home', 'ArrowRight'],
        ],
        [['End'], ['Home', 'ArrowRight']],
        [['End'], ['End']],
      ];
      for (const [at, [gravite, frequence]] of keys.entries()) {
        const risk = page.getByRole('article').nth(at);
        for (const key of gravite) await risk.getByRole('slider', { name: /^Gravité/ }).press(key);
        for (const key of frequence) await risk.getByRole('slider', { name: /^Fréquence/ }).press(key);
      }
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText("Des modifications n'ont pas été enregistrées")).toHaveCount(0);

      // An annexe of the DUER's own, whose page the print merges after the pages.
      await page.goto(home);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: /^Annexes/ }).click();
      const annexe = `Consignes du chai ${year}`;
      await page.getByRole('button', { name: 'Ajouter une annexe' }).click();
      const add = page.getByRole('dialog', { name: 'Ajouter une annexe' });
      await add.getByRole('textbox', { name: 'Libellé' }).fill(annexe);
      await add.getByLabel('Fichier').setInputFiles({
        name: 'consignes-chai.pdf',
        mimeType: 'application/pdf',
        buffer: await onePagePdf(annexe, ['Ne pas fumer dans le chai.']),
      });
      await add.getByRole('button', { name: 'Ajouter' }).click();
      await expect(main.getByText(annexe).first()).toBeVisible();

      await page.goto(home);
      await expect(main.getByRole('combobox', { name: 'Imprimer' })).toHaveValue('tout');
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Imprimer', exact: true }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`duer-${year}.pdf`);
      const text = await pdfText(await readFile(await saved.path()));
      const order = [
        'Document unique',
        String(year),
        BANNERS.AGR001,
        'Informations générales',
        'Préambule',
        "Descriptif de l'exploitation",
        'Audit préalable',
        'Organisation de la sécurité',
        'Liste des risques',
        'Module : Entretien du matériel',
        ...RISK_LEVELS.map((level) => new RegExp(`/25\\s*${level}`)),
        new RegExp(`Annexe \\d+ : ${annexe}`),
        'Ne pas fumer dans le chai.',
      ];
      const places = order.map((line) => (typeof line === 'string' ? text.indexOf(line) : text.search(line)));
      expect(
        places.every((at) => at >= 0),
        JSON.stringify(places),
      ).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));

      // The other risks are not rated: the owner may not finish the DUER, staff may.
      await signIn('proprietaire@demo.fr', '/accueil/AGR001');
      await page.goto(home);
      await main.getByRole('button', { name: 'Impression définitive' }).click();
      await expect(main.getByRole('alert')).toHaveText(RISKS_INCOMPLETE);
      await expect(main.getByRole('link', { name: SEE_DEFINITIVE })).toHaveCount(0);

      await signIn('collaborateur', '/accueil/AGR001');
      await page.goto(home);
      await main.getByRole('button', { name: 'Impression définitive' }).click();
      await expect(main.getByRole('link', { name: SEE_DEFINITIVE })).toBeVisible();
      await expect(main.getByText('DUER terminé')).toBeVisible();
    });
  });
}

test.describe('on a phone, when the legacy cannot build the print', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the print says so with the spec’s message, and the next try prints', async ({
    page,
    signIn,
    stack,
  }) => {
    await openIndex(page, signIn, 'proprietaire@demo.fr', 'AGR001');
    await yearTile(page, Y - 1).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Duer ${Y - 1}` })).toBeVisible();
    const idDuer = new URL(page.url()).pathname.split('/').at(-1);
    const faults = `${stack.legacyUrl}/__faults`;
    const failing = [
      {
        method: 'GET',
        path: `/api/duer/${idDuer}/impression`,
        fault: { kind: 'status', status: 500 },
        times: 1,
      },
    ];
    expect((await page.request.put(faults, { data: failing })).ok()).toBe(true);
    try {
      await main.getByRole('button', { name: 'Imprimer', exact: true }).click();
      await expect(main.getByRole('alert')).toHaveText(PRINT_FAILED);
      await expect(main.getByRole('button', { name: 'Imprimer', exact: true })).toBeEnabled();

      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Imprimer', exact: true }).click();
      const text = await pdfText(await readFile(await (await download).path()));
      expect(text).toContain(BANNERS.AGR001);
      await expect(main.getByRole('alert')).toHaveCount(0);
    } finally {
      await page.request.delete(faults);
    }
  });
});
