import { describe, expect, it } from 'vitest';
import {
  deleteParticipant,
  initialParticipants,
  toSentParticipants,
  toSubscriptionInputs,
} from './registration-participants.ts';

const user = { nom: 'Martin', prenom: 'Julie', mail: 'julie@exemple.fr', tel: null };
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

  it('hands the shared rule each participant under its legacy id', () => {
    const [user1, other] = toSentParticipants(initialParticipants([saved('s1')], user));
    expect([user1?.id, other?.id]).toEqual([null, 's1']);
  });
});
