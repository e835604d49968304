import { describe, expect, it } from 'vitest';
import {
  INVITATION_ANSWERED,
  INVITATION_EXPIRED,
  invitationRefusal,
  invitationState,
} from './invitations.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('invitation state', () => {
  it.each([
    [{ dateAcceptation: null, dateRefus: null, dateExpiration: '2026-11-30T00:00:00Z' }, 'pending', null],
    [
      { dateAcceptation: null, dateRefus: null, dateExpiration: '2026-11-20T00:00:00Z' },
      'expired',
      INVITATION_EXPIRED,
    ],
    [
      { dateAcceptation: '2026-11-01T00:00:00Z', dateRefus: null, dateExpiration: '2026-11-20T00:00:00Z' },
      'answered',
      INVITATION_ANSWERED,
    ],
    [
      { dateAcceptation: null, dateRefus: '2026-11-19T00:00:00Z', dateExpiration: '2026-11-30T00:00:00Z' },
      'answered',
      INVITATION_ANSWERED,
    ],
  ])('%j is %s', (dates, state, refusal) => {
    expect(invitationState(dates, now)).toBe(state);
    expect(invitationRefusal(invitationState(dates, now))).toBe(refusal);
  });
});
