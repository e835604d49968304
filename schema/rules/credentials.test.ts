import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_FIELDS_REQUIRED,
  CREDENTIAL_PASSWORDS_DIFFER,
  CREDENTIAL_TOO_LONG,
  credentialIssues,
  credentialMatches,
  credentialTooltip,
  managesCredentials,
  NO_CREDENTIAL_STAMPS,
} from './credentials.ts';

const full = { titre: 'Banque', nomUtilisateur: 'jmorel', motDePasse: 'abc', confirmationMotDePasse: 'abc' };

describe('shared credential changes (spec 000 §5)', () => {
  it.each([
    ['a complete addition', full, true, []],
    ['a missing titre', { ...full, titre: '  ' }, true, [CREDENTIAL_FIELDS_REQUIRED]],
    ['a missing nomUtilisateur', { ...full, nomUtilisateur: '' }, true, [CREDENTIAL_FIELDS_REQUIRED]],
    ['a missing password', { ...full, motDePasse: '' }, true, [CREDENTIAL_FIELDS_REQUIRED]],
    ['a missing confirmation', { ...full, confirmationMotDePasse: null }, true, [CREDENTIAL_FIELDS_REQUIRED]],
    ['different passwords', { ...full, confirmationMotDePasse: 'abd' }, true, [CREDENTIAL_PASSWORDS_DIFFER]],
    ['a titre of 256 characters', { ...full, titre: 'x'.repeat(256) }, true, [CREDENTIAL_TOO_LONG]],
    ['a password of 256 characters', { ...full, motDePasse: 'x'.repeat(256) }, true, [CREDENTIAL_TOO_LONG]],
    ['an edit without the password toggle', { titre: 'Banque', nomUtilisateur: 'j' }, false, []],
    [
      'an edit without the toggle and no titre',
      { titre: '', nomUtilisateur: 'j' },
      false,
      [CREDENTIAL_FIELDS_REQUIRED],
    ],
    ['an edit without the toggle ignoring different passwords', { ...full, motDePasse: 'zz' }, false, []],
  ] as const)('answers %s with %j', (_case, change, withPassword, messages) => {
    expect(credentialIssues(change, withPassword).map((issue) => issue.message)).toEqual(messages);
  });

  it('lets only the owner (idRole 1) manage them', () => {
    expect([1, 2, 3, 4, null].map(managesCredentials)).toEqual([true, false, false, false, false]);
  });
});

describe('the credential tooltip (spec 000 §9)', () => {
  it.each([
    [
      'an agent change after the member change',
      {
        dateCreation: '2026-01-05T08:00:00Z',
        dateModificationAdherent: '2026-02-01T09:00:00Z',
        dateModificationAgent: '2026-03-02T13:45:00Z',
        agentModification: 'Émilie Roussel',
      },
      'Modifié le 02/03/2026 à 14:45 par Émilie Roussel',
    ],
    [
      'a member change after the agent change',
      {
        dateModificationAgent: '2026-02-01T09:00:00Z',
        agentModification: 'Émilie Roussel',
        dateModificationAdherent: '2026-07-10T06:05:00Z',
        adherentModification: 'proprietaire@demo.fr',
      },
      'Modifié le 10/07/2026 à 08:05',
    ],
    [
      'only a creation by a named author',
      { dateCreation: '2026-01-05T08:00:00Z', auteurCreation: 'Jeanne Morel' },
      'Créé le 05/01/2026 à 09:00 par Jeanne Morel',
    ],
    [
      'only a creation by an e-mail',
      { dateCreation: '2026-01-05T08:00:00Z', auteurCreation: 'proprietaire@demo.fr' },
      'Créé le 05/01/2026 à 09:00',
    ],
    ['no date at all', { auteurCreation: 'Jeanne Morel' }, null],
  ])('says %s', (_case, stamps, expected) => {
    expect(credentialTooltip({ ...NO_CREDENTIAL_STAMPS, ...stamps })).toBe(expected);
  });
});

describe('the vault search (spec 000 §2.3)', () => {
  const bank = { titre: 'Banque Populaire', nomUtilisateur: 'earl.quatrevents' };
  it.each([
    ['a part of the titre in another case', 'POPUL', true],
    ['a part of the nomUtilisateur', 'Quatre', true],
    ['an empty term', '  ', true],
    ['a term in neither', 'impots', false],
  ])('finds a credential by %s: %s', (_case, term, found) => {
    expect(credentialMatches(bank, term)).toBe(found);
  });
});
