import { describe, expect, it } from 'vitest';
import {
  addToDeposit,
  decodeOutcome,
  encodeOutcome,
  isPayrollManager,
  MAX_UPLOAD_BYTES,
  outcomeMessage,
  recentDocumentsOf,
  showsInvoiceBox,
  UPLOAD_EMPTY,
  UPLOAD_FAILED,
  UPLOAD_HEAVY,
  UPLOAD_SIGNED_OUT,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY,
  uploadKindsOf,
} from './document-uploads.ts';

const file = (name: string, size = 10) => ({ name, size });

describe('addToDeposit', () => {
  it.each([
    ['keeps a new file', [file('a.pdf')], ['a.pdf'], []],
    ['refuses an empty file with its message', [file('vide.pdf', 0)], [], [UPLOAD_EMPTY('vide.pdf')]],
    [
      'refuses a file over 25 MB with its message',
      [file('gros.pdf', MAX_UPLOAD_BYTES + 1)],
      [],
      [UPLOAD_TOO_LARGE('gros.pdf')],
    ],
    ['accepts a file of exactly 25 MB', [file('juste.pdf', MAX_UPLOAD_BYTES)], ['juste.pdf'], []],
    ['ignores a name already chosen', [file('a.pdf'), file('a.pdf')], ['a.pdf'], []],
  ])('%s', (_label, chosen, names, errors) => {
    const result = addToDeposit([], chosen);
    expect(result.files.map((f) => f.name)).toEqual(names);
    expect(result.errors).toEqual(errors);
  });

  it('ignores a file named as one already in the deposit', () => {
    expect(addToDeposit([file('a.pdf')], [file('a.pdf', 99)]).files).toEqual([file('a.pdf')]);
  });

  it('adds nothing when the deposit would pass 100 files', () => {
    const deposit = Array.from({ length: 99 }, (_, i) => file(`${i}.pdf`));
    expect(addToDeposit(deposit, [file('x.pdf'), file('y.pdf')])).toEqual({
      files: deposit,
      errors: [UPLOAD_TOO_MANY],
    });
    expect(addToDeposit(deposit, [file('x.pdf')]).files).toHaveLength(100);
  });
});

describe('uploadKindsOf', () => {
  it.each([
    [[], false, ['document']],
    [['non_cder_particulier'], false, ['document', 'invoice']],
    [[], true, ['document', 'pay']],
    [['non_cder_particulier'], true, ['document', 'invoice', 'pay']],
  ])('with permissions %j and a payroll manager %s offers %j', (permissions, manager, kinds) => {
    expect(uploadKindsOf(permissions, manager)).toEqual(kinds);
  });
});

describe('isPayrollManager', () => {
  it.each([
    ['Gestionnaire Paie', true],
    ['Gestionnaire de paie', true],
    ['Gestionnaire de patrimoine', false],
    ['Conseiller de gestion', false],
  ])('%s: %s', (fonction, expected) => {
    expect(isPayrollManager(fonction)).toBe(expected);
  });
});

describe('the outcome of a resumable upload', () => {
  it.each([
    [{ statut: 'envoye' as const }, null],
    [{ statut: 'deconnecte' as const }, UPLOAD_SIGNED_OUT],
    [{ statut: 'trop-lourd' as const }, UPLOAD_HEAVY],
    [{ statut: 'erreur' as const, message: 'Dossier clos.' }, 'Dossier clos.'],
    [{ statut: 'erreur' as const, message: null }, UPLOAD_FAILED],
  ])('%j crosses the header and shows %s', (outcome, message) => {
    const decoded = decodeOutcome(encodeOutcome(outcome));
    expect(decoded).toEqual(outcome);
    expect(outcomeMessage(decoded)).toBe(message);
  });

  it('reads a missing or broken header as a failure to retry', () => {
    expect(outcomeMessage(decodeOutcome(null))).toBe(UPLOAD_FAILED);
    expect(outcomeMessage(decodeOutcome('%7Bnope'))).toBe(UPLOAD_FAILED);
  });

  it('offers no upload while the store is down for maintenance', () => {
    expect(uploadKindsOf(['maintenanceGedDocument', 'non_cder_particulier'], true)).toEqual([]);
  });
});

describe('recentDocumentsOf', () => {
  const sent = (n: number, typeFichier: string) => ({ id: `${typeFichier}-${n}`, typeFichier });

  it('keeps the 5 invoices and the 5 other documents sent last, in the order given', () => {
    const all = [
      ...Array.from({ length: 7 }, (_, n) => sent(n, 'FACTURES')),
      ...Array.from({ length: 4 }, (_, n) => sent(n, 'AUTRESDOCS')),
      ...Array.from({ length: 3 }, (_, n) => sent(n, 'PAIE')),
    ];
    const { invoices, documents } = recentDocumentsOf(all);
    expect(invoices.map((d) => d.id)).toEqual([
      'FACTURES-0',
      'FACTURES-1',
      'FACTURES-2',
      'FACTURES-3',
      'FACTURES-4',
    ]);
    expect(documents.map((d) => d.id)).toEqual([
      'AUTRESDOCS-0',
      'AUTRESDOCS-1',
      'AUTRESDOCS-2',
      'AUTRESDOCS-3',
      'PAIE-0',
    ]);
  });

  it('gives two empty boxes for a file that was sent nothing', () => {
    expect(recentDocumentsOf([])).toEqual({ invoices: [], documents: [] });
  });
});

describe('showsInvoiceBox', () => {
  it.each([
    ['0001', true],
    ['0015', true],
    ['0016', false],
  ])('for a file of entity %s is %s', (codeEntite, shown) => {
    expect(showsInvoiceBox(codeEntite)).toBe(shown);
  });
});
