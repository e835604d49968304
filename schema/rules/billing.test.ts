import { describe, expect, it } from 'vitest';
import { BILLING_EMAIL_INVALID } from './account.ts';
import { billingSettingsInput, invoiceProgressOf, opensBilling } from './billing.ts';

describe('billing (spec 001 §4, §5, §6)', () => {
  it.each([
    ['Facturée', 'Fait'],
    ['Archivée', 'Fait'],
    ['Emis', 'Fait'],
    ['Réglée', 'Fait'],
    ['A facturer', 'EnAttente'],
    ['A prélever', 'EnAttente'],
    ['Annulée', null],
  ] as const)('shows an invoice in state %s as %s', (etat, expected) => {
    expect(invoiceProgressOf(etat)).toBe(expected);
  });

  it('opens the billing screen only with both mod_abo_dossier and page_abo_dossier', () => {
    expect(opensBilling(['mod_abo_dossier', 'page_abo_dossier'])).toBe(true);
    expect(opensBilling(['mod_abo_dossier'])).toBe(false);
    expect(opensBilling(['page_abo_dossier'])).toBe(false);
  });

  const settings = (receptionFactureElectronique: boolean, emailPlateformeFacturation: string) =>
    billingSettingsInput.safeParse({
      receptionCderInfo: '1',
      receptionFactureElectronique,
      emailPlateformeFacturation,
    });

  it.each([
    ['on, with a valid e-mail', true, 'compta@ferme.fr', true],
    ['on, with no e-mail', true, '', false],
    ['on, with a wrong e-mail', true, 'compta@', false],
    ['on, with an e-mail over 255 characters', true, `${'a'.repeat(250)}@ferme.fr`, false],
    ['off, with no e-mail', false, '', true],
    ['off, with a wrong e-mail it does not send', false, 'compta@', true],
  ])('with electronic invoicing %s the settings pass: %s', (_case, on, mail, valid) => {
    const parsed = settings(on, mail);
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(BILLING_EMAIL_INVALID);
  });

  it('refuses a reception of the association information other than paper (0) or e-mail (1)', () => {
    const parsed = billingSettingsInput.safeParse({
      receptionCderInfo: '2',
      receptionFactureElectronique: false,
      emailPlateformeFacturation: '',
    });
    expect(parsed.success).toBe(false);
  });
});
