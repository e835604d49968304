import { describe, expect, it } from 'vitest';
import {
  isPreviewable,
  opensBoardDocuments,
  containsFilter,
  fileIconOf,
  isNodeUnavailable,
  isOfWaitingKind,
  isPayrollNode,
  payrollMonthOf,
  isSearchSendable,
  matchesFilter,
  readsCategory,
  showsNode,
  waitingKindsOf,
} from './documents.ts';

describe('the document search', () => {
  it.each([
    ['', '*'],
    ['   ', '*'],
    [null, '*'],
    ['  Bilan ', 'bilan'],
    ['RELEVÉ', 'relevé'],
  ])('sends %j to the legacy as %j', (text, filter) => {
    expect(containsFilter(text)).toBe(filter);
  });

  it.each([
    ['', true],
    ['ab', false],
    [' ab ', false],
    ['abc', true],
  ])('sends the search %j: %s', (text, sendable) => {
    expect(isSearchSendable(text)).toBe(sendable);
  });

  it.each([
    ['Bilan 2025.pdf', '*', true],
    ['Bilan 2025.pdf', 'bilan', true],
    ['Bilan 2025.pdf', 'liasse', false],
  ])('matches %j with the filter %j: %s', (name, filter, matches) => {
    expect(matchesFilter(name, filter)).toBe(matches);
  });
});

describe('who sees a node', () => {
  it.each([
    [true, [], true],
    [false, [], false],
    [false, ['non_cder_particulier'], true],
  ])('a node flagged cderParticulier %s is shown with modules %j: %s', (cderParticulier, modules, shown) => {
    expect(showsNode({ cderParticulier }, modules)).toBe(shown);
  });

  it.each([
    ['all', 'mesFacts', true],
    [['mesDocs'], 'mesFacts', false],
    [['mesDocs', 'mesFacts'], 'mesFacts', true],
  ] as const)('with categories %j reads %s: %s', (granted, categorie, reads) => {
    expect(readsCategory(granted, categorie)).toBe(reads);
  });

  it.each([
    ['paies_2026_09', true],
    ['factures_2026', false],
  ])('tells the payroll node %s: %s', (id, payroll) => {
    expect(isPayrollNode(id)).toBe(payroll);
  });
});

describe('maintenance and icons', () => {
  it.each([
    ['factures', ['maintenanceGedFacture'], true],
    ['factures_annee', ['maintenanceGedDocument'], false],
    ['documents', ['maintenanceGedDocument'], true],
    ['documents', ['maintenanceGedFacture'], false],
  ] as const)('a %s node with %j is down: %s', (template, permissions, down) => {
    expect(isNodeUnavailable(template, permissions)).toBe(down);
  });

  it.each([
    ['Bilan.PDF', 'pdf'],
    ['photo.jpeg', 'jpeg'],
    ['archive.zip', 'fichier'],
    ['sans-extension', 'fichier'],
  ])('draws %s with the %s icon', (name, icon) => {
    expect(fileIconOf(name)).toBe(icon);
  });
});

describe('the payroll months', () => {
  it.each([
    ['paies_2026_09', { year: 2026, month: 9 }],
    ['paies_2026_13', null],
    ['factures_2026', null],
  ])('reads %s as %j', (id, month) => {
    expect(payrollMonthOf(id)).toEqual(month);
  });
});

describe('the waiting documents’ filters', () => {
  it.each([
    [
      ['mod_documents', 'mod_factures'],
      ['All', 'Documents', 'Invoices'],
    ],
    [['mod_documents'], ['Documents']],
    [['mod_factures'], ['Invoices']],
    [[], []],
  ])('offers with %j the filters %j', (permissions, kinds) => {
    expect(waitingKindsOf(permissions)).toEqual(kinds);
  });

  it.each([
    ['facture', 'Invoices', true],
    ['document', 'Invoices', false],
    ['document', 'Documents', true],
    ['facture', 'All', true],
  ] as const)('shows a %s under %s: %s', (type, kind, shown) => {
    expect(isOfWaitingKind(type, kind)).toBe(shown);
  });
});

describe('isPreviewable', () => {
  it.each([
    ['Ordre du jour.pdf', true],
    ['Photo.PNG', true],
    ['Plan.jpeg', true],
    ['Budget.xlsx', false],
    ['Charte.docx', false],
    ['sans-extension', false],
  ])('%s is %s', (name, previewable) => {
    expect(isPreviewable(name)).toBe(previewable);
  });
});

describe('opensBoardDocuments', () => {
  it('opens the board documents to administrateur_cder only', () => {
    expect(opensBoardDocuments(['canShowAnnuaireServices', 'administrateur_cder'])).toBe(true);
    expect(opensBoardDocuments(['oic'])).toBe(false);
  });
});
