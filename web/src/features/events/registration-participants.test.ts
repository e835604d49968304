import { describe, expect, it } from 'vitest';
import {
  deleteParticipant,
  initialParticipants,
  registrationMessage,
  toSubscriptionInputs,
} from './registration-participants.ts';

const user = { nom: 'Martin', prenom: 'Julie', mail: 'julie@exemple.fr', tel: null, locked: true };
// A collaborator answers for the file's contact, its owner.
const contact = {
  nom: 'Morel',
  prenom: 'Jeanne',
  mail: 'proprietaire@demo.fr',
  tel: '0612457890',
  locked: false,
};
const saved = (legacyId: string, estDossierMembre = false) => ({
  id: `e1:${legacyId}`,
  legacyId,
  nom: `Nom ${legacyId}`,
  prenom: 'Paul',
  email: `${legacyId}@exemple.fr`,
  tel: null,
  participe: true,
  deleted: false,
  estDossierMembre,
});

describe('registration participants', () => {
  it('puts the user first with locked fields, from their account when they have no subscription yet', () => {
    const [first, ...others] = initialParticipants([saved('s1')], user);
    expect(first).toMatchObject({ nom: 'Martin', email: 'julie@exemple.fr', locked: true, legacyId: null });
    expect(others.map((p) => p.legacyId)).toEqual(['s1']);
  });

  it("puts the file's contact first for a collaborator, filled in and validated but not locked", () => {
    const [first] = initialParticipants([], contact);
    expect(first).toMatchObject({
      nom: 'Morel',
      email: 'proprietaire@demo.fr',
      tel: '0612457890',
      participe: true,
      locked: false,
      emailLocked: false,
    });
    expect(initialParticipants([saved('s2', true)], contact)[0]).toMatchObject({
      legacyId: 's2',
      locked: false,
    });
  });

  it('starts with a participant to type in when a collaborator’s file has no contact', () => {
    expect(initialParticipants([saved('s1')], null).map((p) => [p.legacyId, p.participe])).toEqual([
      ['s1', true],
      [null, null],
    ]);
  });

  it("takes the user's own subscription as the first participant", () => {
    const participants = initialParticipants([saved('s1'), saved('s2', true)], user);
    expect(participants.map((p) => [p.legacyId, p.locked])).toEqual([
      ['s2', true],
      ['s1', false],
    ]);
  });

  it('flags a saved participant deleted and drops a new one', () => {
    const participants = [
      ...initialParticipants([saved('s2', true), saved('s1')], user),
      { ...initialParticipants([], user)[0]!, key: 'new', locked: false },
    ];
    const after = deleteParticipant(deleteParticipant(participants, 'e1:s1'), 'new');
    expect(after.map((p) => [p.key, p.deleted])).toEqual([
      ['e1:s2', false],
      ['e1:s1', true],
    ]);
    expect(toSubscriptionInputs(after)[1]).toMatchObject({ legacyId: 's1', deleted: true });
  });

  it('counts a saved participant sent again as no new place, and each new one as one', () => {
    const participants = initialParticipants([saved('s2', true)], user);
    expect(registrationMessage(participants, [saved('s2', true)], 0)).toBeNull();
    const withNew = [...participants, { ...initialParticipants([], user)[0]!, key: 'new', locked: false }];
    expect(registrationMessage(withNew, [saved('s2', true)], 0)).toBe(
      "Il n'y a plus que 0 place(s) restante(s).",
    );
  });
});
