import { BILLING_EMAIL_INVALID } from '@portal/schema/rules/account';
import { BILLING_SAVED } from '@portal/schema/rules/billing';
import { expect, test } from './fixtures.ts';

// 'Ma facturation' (spec 001 §2, §4, §5). Each test changes its own file's settings (legacy-api/src/db/seed/billing.ts):
// AGR001's on a phone, VIT002's (whose billing e-mail is the platform's, locked) on a desktop.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const YEAR = new Date().getFullYear();

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the owner reads AGR001’s fee and invoices, and saves settings whose e-mail follows the invoicing toggle', async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn('proprietaire@demo.fr');
    await shell.openMenu();
    await shell.menuEntry('Ma facturation').click();
    await expect(page).toHaveURL(/\/abonnement-dossier$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ma facturation' })).toBeVisible();

    const fee = main.getByRole('region', { name: `Cotisation ${YEAR}` });
    await expect(fee).toContainText(/1\s840,00\s€/);
    await expect(fee).toContainText('Créance en cours');
    const invoices = main.getByRole('region', { name: 'Mes factures' }).getByRole('listitem');
    await expect(invoices).toHaveCount(4);
    await expect(invoices.first()).toContainText('A prélever');
    await expect(invoices.first().getByRole('link', { name: /^Consulter la facture/ })).toHaveAttribute(
      'href',
      /^https:\/\/ged\.example\.fr\/factures\/AGR001\//,
    );
    // On automatic debit: no mandate to download.
    await expect(main.getByRole('link', { name: 'Télécharger le mandat de prélèvement' })).toHaveCount(0);

    const email = main.getByLabel('Email de facturation');
    await expect(email).toHaveValue('compta@earl-quatrevents.fr');
    await main.getByLabel('Facturation électronique').uncheck();
    await expect(email).toHaveCount(0);
    await main.getByLabel('Facturation électronique').check();
    await email.fill('pas-un-mail');
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(main.getByText(BILLING_EMAIL_INVALID)).toBeVisible();

    await email.fill('factures@quatre-vents.fr');
    await main.getByLabel('Par courrier').check();
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(shell.flash).toContainText(BILLING_SAVED);

    await page.reload();
    await expect(main.getByLabel('Email de facturation')).toHaveValue('factures@quatre-vents.fr');
    await expect(main.getByLabel('Par courrier')).toBeChecked();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('VIT002’s platform e-mail is locked, kept when invoicing is turned off, and the mandate is offered', async ({
    page,
    shell,
    signIn,
  }) => {
    await signIn('proprietaire@demo.fr');
    await shell.switchDossier('Champagne Morel Père et Fils');
    await page.goto('/abonnement-dossier');
    const main = page.getByRole('main');
    const email = main.getByLabel('Email de facturation');
    await expect(email).toHaveValue('vit002@factures.example.fr');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(main).toContainText('elle ne peut pas être modifiée');

    const mandate = main.getByRole('link', { name: 'Télécharger le mandat de prélèvement' });
    const download = page.waitForEvent('download');
    await mandate.click();
    expect((await download).suggestedFilename()).toBe('mandat-prelevement-sepa.pdf');

    const invoices = main.getByRole('region', { name: 'Mes factures' }).getByRole('listitem');
    await expect(invoices).toHaveText([/A facturer/, /Emis/, /Réglée/]);

    await main.getByLabel('Facturation électronique').uncheck();
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(shell.flash).toContainText(BILLING_SAVED);
    await page.reload();
    await expect(main.getByLabel('Facturation électronique')).not.toBeChecked();
    await expect(main.getByLabel('Email de facturation')).toHaveCount(0);
    await main.getByLabel('Facturation électronique').check();
    await expect(main.getByLabel('Email de facturation')).toHaveValue('vit002@factures.example.fr');
  });
});
