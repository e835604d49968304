import { describe, expect, it } from 'vitest';
import {
  agRegistrationState,
  attendanceIssue,
  attendanceIssues,
  NB_PERSONNE_INVALID,
  opensGeneralAssembly,
  selectedInvitation,
  SEVERAL_INVITATIONS_FLAG,
} from './general-assembly.ts';

const ME = 'guid-moi';
const OTHER = 'guid-autre';

const invitation = (
  id: string,
  userModification: string | null,
  poids: number,
  dateModification: string | null = null,
) => ({
  id,
  userModification,
  poids,
  dateModification,
});

describe('the invitation a person answers (spec 001 §4)', () => {
  it.each([
    [
      'mine, the latest of two, before any other',
      [
        invitation('a', null, 1),
        invitation('b', ME, 1, '2026-03-01T10:00:00Z'),
        invitation('c', ME, 0, '2026-04-01T10:00:00Z'),
      ],
      'c',
    ],
    [
      'mine, even with no weight',
      [invitation('a', null, 2), invitation('b', ME, 0, '2026-03-01T10:00:00Z')],
      'b',
    ],
    [
      'one nobody answered with a weight, before one without',
      [invitation('a', OTHER, 1), invitation('b', null, 0), invitation('c', null, 3)],
      'c',
    ],
    ['one nobody answered, without a weight', [invitation('a', OTHER, 1), invitation('b', null, 0)], 'b'],
    [
      'none when another person answered them all',
      [invitation('a', OTHER, 1), invitation('b', OTHER, 0)],
      null,
    ],
    ['none without invitations', [], null],
  ])('picks %s', (_case, invitations, expected) => {
    expect(selectedInvitation(invitations, ME)?.id ?? null).toBe(expected);
  });
});

describe('an invitation’s answer (spec 001 §5)', () => {
  // Several invitations: the number against the others' total, attending or not.
  it.each([
    [true, 0, 0, null],
    [true, 0, 3, SEVERAL_INVITATIONS_FLAG],
    [true, 2, 0, SEVERAL_INVITATIONS_FLAG],
    [true, 2, 3, null],
    [false, 0, 0, null],
    [false, 0, 3, SEVERAL_INVITATIONS_FLAG],
    [false, 2, 0, SEVERAL_INVITATIONS_FLAG],
    [false, 2, 3, null],
  ])(
    'with several invitations, participe %s, %i people, the others %i: %s',
    (participe, nbPersonne, others, expected) => {
      expect(attendanceIssue({ participe, nbPersonne }, others)).toBe(expected);
    },
  );

  it.each([
    [true, 2, null],
    [true, 0, NB_PERSONNE_INVALID],
    [false, 0, null],
    [false, 2, null],
  ])('with a single invitation, participe %s, %i people: %s', (participe, nbPersonne, expected) => {
    expect(attendanceIssue({ participe, nbPersonne }, null)).toBe(expected);
  });

  it.each([null, -1, 1.5, Number.NaN])(
    'refuses %s people with the field’s message, single or several',
    (nbPersonne) => {
      expect(attendanceIssue({ participe: true, nbPersonne }, null)).toBe(NB_PERSONNE_INVALID);
      expect(attendanceIssue({ participe: true, nbPersonne }, 2)).toBe(NB_PERSONNE_INVALID);
    },
  );

  it('checks each invitation of a form against the total of the others', () => {
    expect(
      attendanceIssues([
        { participe: true, nbPersonne: 2 },
        { participe: false, nbPersonne: 0 },
      ]),
    ).toEqual([SEVERAL_INVITATIONS_FLAG, SEVERAL_INVITATIONS_FLAG]);
    expect(
      attendanceIssues([
        { participe: true, nbPersonne: 2 },
        { participe: true, nbPersonne: 1 },
      ]),
    ).toEqual([null, null]);
    expect(attendanceIssues([{ participe: true, nbPersonne: 0 }])).toEqual([NB_PERSONNE_INVALID]);
  });
});

describe('who may register (spec 001 §6)', () => {
  it.each([
    [['canSubscribeAg', 'dossier_cder'], false, true],
    [['canSubscribeAg'], false, false],
    [['canSubscribeAgCollab'], true, true],
    [['canSubscribeAgCollab'], false, false],
    [['canSubscribeAgCDERPart', 'cder_particulier'], false, true],
    [['canSubscribeAgCDERPart'], false, false],
    [[], true, false],
  ])('with %j, collaborator %s: %s', (permissions, collaborateur, expected) => {
    expect(opensGeneralAssembly(permissions, collaborateur)).toBe(expected);
  });
});

describe('the registration period (spec 001 §2)', () => {
  const dates = { dateDebut: '2026-05-01T00:00:00Z', dateFin: '2026-06-01T00:00:00Z' };
  it.each([
    ['before its start', '2026-04-30T12:00:00Z', dates, 'PasOuverte'],
    ['between its dates', '2026-05-15T12:00:00Z', dates, 'Ouverte'],
    ['after its end', '2026-06-02T12:00:00Z', dates, 'Close'],
    ['without dates', '2026-05-15T12:00:00Z', { dateDebut: null, dateFin: null }, 'PasOuverte'],
    [
      'with dates in the wrong order',
      '2026-05-15T12:00:00Z',
      { dateDebut: dates.dateFin, dateFin: dates.dateDebut },
      'PasOuverte',
    ],
  ] as const)('is %s', (_case, now, given, expected) => {
    expect(agRegistrationState(given, new Date(now))).toBe(expected);
  });
});
