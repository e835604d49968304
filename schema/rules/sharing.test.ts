import { describe, expect, it } from 'vitest';
import {
  alreadyGiven,
  canReadCategory,
  checkFile,
  chooseRole,
  fileStatus,
  invitationEditable,
  invitedFiles,
  NO_ROLE,
  parentsOf,
  personRightsInput,
  rightsChanges,
  sentInvitationState,
  SHARING_EMAIL_INCOMPLETE,
  SHARING_EMAILS_DIFFER,
  SHARING_NO_FILE,
  SHARING_ROLE_MISSING,
  sharingInvitationInput,
  toggleCategory,
  uncheckFile,
  withParents,
  type FileChoice,
  type RightsCategory,
} from './sharing.ts';

const node = (_id: string, ...souscategories: RightsCategory[]): RightsCategory => ({
  _id,
  libelle: _id,
  souscategories,
});
const TREE = [
  node(
    'mesDocs',
    node('mesDocs_compta', node('mesDocs_compta_bilans')),
    node('mesDocs_social', node('mesDocs_social_paie')),
  ),
  node('mesFacts'),
];
const SALARIE = { idRole: 3, nomRole: 'Salarié', categoriesPredefinies: ['mesDocs_social_paie'] };
const none: FileChoice = { codeDossier: 'VIT002', checked: false, idRole: NO_ROLE, categories: [] };

describe('the rights category tree', () => {
  it.each([
    ['mesDocs_social_paie', ['mesDocs', 'mesDocs_social']],
    ['mesDocs_compta', ['mesDocs']],
    ['mesFacts', []],
    ['inconnue', []],
  ])('finds the parents of %s', (id, parents) => {
    expect(parentsOf(TREE, id)).toEqual(parents);
  });

  it("adds every category's parents, in the tree's order, and drops unknown ids", () => {
    expect(withParents(TREE, ['mesFacts', 'mesDocs_compta_bilans', 'inconnue'])).toEqual([
      'mesDocs',
      'mesDocs_compta',
      'mesDocs_compta_bilans',
      'mesFacts',
    ]);
  });
});

describe('a file of the invitation form (spec 000 §4)', () => {
  it("choosing a role checks the file and ticks the role's predefined categories with their parents", () => {
    expect(chooseRole(none, SALARIE, TREE)).toEqual({
      codeDossier: 'VIT002',
      checked: true,
      idRole: 3,
      categories: ['mesDocs', 'mesDocs_social', 'mesDocs_social_paie'],
    });
  });

  it('unchecking a file resets its role to none (-1) and clears its categories', () => {
    expect(uncheckFile(chooseRole(none, SALARIE, TREE))).toEqual(none);
  });

  it('checking a file keeps its role and categories', () => {
    expect(checkFile(none)).toEqual({ ...none, checked: true });
  });

  it('checking a category checks its parents and the file', () => {
    expect(toggleCategory(none, TREE, 'mesDocs_compta_bilans', true)).toEqual({
      ...none,
      checked: true,
      categories: ['mesDocs', 'mesDocs_compta', 'mesDocs_compta_bilans'],
    });
  });

  it('unchecking a category clears its sub-categories and keeps its parents', () => {
    const full = chooseRole(none, SALARIE, TREE);
    expect(toggleCategory(full, TREE, 'mesDocs_social', false).categories).toEqual(['mesDocs']);
  });

  it.each([
    [new Set(['VIT002']), new Set<string>(), 'invitation'],
    [new Set(['VIT002']), new Set(['VIT002']), 'shared'],
    [new Set<string>(), new Set<string>(), 'none'],
  ] as const)('tells a file already invited or shared (%#)', (invited, shared, status) => {
    expect(fileStatus('VIT002', invited, shared)).toBe(status);
  });
});

describe('files already given to the e-mail being invited', () => {
  it('counts pending invitations to that e-mail (not the one being changed) and the accesses it holds', () => {
    const sent = [
      { id: 'a', emailInvitee: 'Lea@demo.fr', editable: true, dossiers: [{ codeDossier: 'VIT002' }] },
      { id: 'b', emailInvitee: 'lea@demo.fr', editable: false, dossiers: [{ codeDossier: 'SHR021' }] },
      { id: 'c', emailInvitee: 'lea@demo.fr', editable: true, dossiers: [{ codeDossier: 'SHR022' }] },
      { id: 'd', emailInvitee: 'paul@demo.fr', editable: true, dossiers: [{ codeDossier: 'SHR023' }] },
    ];
    const people = [{ emailPersonne: 'lea@demo.fr', dossiers: [{ codeDossier: 'AGR001' }] }];
    expect(alreadyGiven(' lea@demo.fr', sent, people, 'c')).toEqual({
      invited: new Set(['VIT002']),
      shared: new Set(['AGR001']),
    });
  });
});

describe('the invitation form (spec 000 §5)', () => {
  const form = (email: string, emailConfirmation: string, dossiers: FileChoice[]) =>
    sharingInvitationInput.safeParse({ email, emailConfirmation, dossiers }).error?.issues[0]?.message;
  const withRole = chooseRole(none, SALARIE, TREE);

  it.each([
    ['', '', [withRole], SHARING_EMAIL_INCOMPLETE],
    ['pas-un-mail', 'pas-un-mail', [withRole], SHARING_EMAIL_INCOMPLETE],
    ['a@demo.fr', 'b@demo.fr', [withRole], SHARING_EMAILS_DIFFER],
    ['a@demo.fr', 'a@demo.fr', [none], SHARING_NO_FILE],
    ['a@demo.fr', 'a@demo.fr', [checkFile(none)], SHARING_ROLE_MISSING],
    ['a@demo.fr', 'A@demo.fr', [withRole], undefined],
  ])('answers %j / %j with %j', (email, confirmation, dossiers, message) => {
    expect(form(email, confirmation, dossiers)).toBe(message);
  });

  it('a person’s rights need a role on each checked file, and may withdraw every file', () => {
    expect(personRightsInput.safeParse({ dossiers: [checkFile(none)] }).error?.issues[0]?.message).toBe(
      SHARING_ROLE_MISSING,
    );
    expect(personRightsInput.safeParse({ dossiers: [none] }).success).toBe(true);
  });
});

describe('what is sent', () => {
  it("sends unchecked files as 'remove' and checked ones as 'update' with their categories", () => {
    const kept = chooseRole({ ...none, codeDossier: 'AGR001' }, SALARIE, TREE);
    expect(rightsChanges([kept, none])).toEqual([
      {
        action: 'update',
        droit: {
          Autorisations: { ged: { categories: ['mesDocs', 'mesDocs_social', 'mesDocs_social_paie'] } },
          codeDossier: 'AGR001',
          idRole: 3,
        },
      },
      {
        action: 'remove',
        droit: { Autorisations: { ged: { categories: [] } }, codeDossier: 'VIT002', idRole: -1 },
      },
    ]);
  });

  it('invites the checked files only, with their company names', () => {
    expect(
      invitedFiles([chooseRole(none, SALARIE, TREE), { ...none, codeDossier: 'AGR001' }], () => 'Champagne'),
    ).toEqual([
      {
        codeDossier: 'VIT002',
        raisonSociale: 'Champagne',
        idRole: 3,
        categoriesIdAutorisees: ['mesDocs', 'mesDocs_social', 'mesDocs_social_paie'],
      },
    ]);
  });

  it('reads a category only when it was granted', () => {
    expect(canReadCategory(['mesDocs', 'mesDocs_social'], 'mesDocs_social')).toBe(true);
    expect(canReadCategory(['mesDocs', 'mesDocs_social'], 'mesFacts')).toBe(false);
  });
});

describe('a sent invitation (spec 000 §4)', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    [{ dateAcceptation: '2026-11-20', dateRefus: null, dateExpiration: '2026-12-01' }, 'accepted'],
    [{ dateAcceptation: null, dateRefus: '2026-11-20', dateExpiration: '2026-12-01' }, 'refused'],
    [{ dateAcceptation: null, dateRefus: null, dateExpiration: '2026-11-20' }, 'expired'],
    [{ dateAcceptation: null, dateRefus: null, dateExpiration: '2026-12-01' }, 'pending'],
  ] as const)('is %j: %s, editable only while pending', (invitation, state) => {
    expect(sentInvitationState(invitation, now)).toBe(state);
    expect(invitationEditable(sentInvitationState(invitation, now))).toBe(state === 'pending');
  });
});
