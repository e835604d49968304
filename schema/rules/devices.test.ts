import { describe, expect, it } from 'vitest';
import { DEVICE_UNKNOWN, deviceIdShape, lastUseLabel } from './devices.ts';

const NOW = new Date('2026-12-02T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('lastUseLabel', () => {
  it.each([
    [null, 'Dernière activité : jamais'],
    [ago(20_000), 'Dernière activité : à l’instant'],
    [ago(5 * 60_000), 'Dernière activité : il y a 5 min'],
    [ago(59 * 60_000), 'Dernière activité : il y a 59 min'],
    [ago(2 * 3_600_000 + 10 * 60_000), 'Dernière activité : il y a 2 h'],
    [ago(26 * 3_600_000), 'Dernière activité : il y a 1 jour'],
    [ago(3 * 86_400_000), 'Dernière activité : il y a 3 jours'],
    [new Date(NOW.getTime() + 30_000), 'Dernière activité : à l’instant'],
  ])('says %s as "%s"', (at, label) => {
    expect(lastUseLabel(at, NOW)).toBe(label);
  });
});

describe('deviceIdShape', () => {
  it.each(['session:AbC-_12', 'token:0123456789abcdef'])('takes %s', (id) => {
    expect(deviceIdShape.safeParse(id).success).toBe(true);
  });

  it.each(['', 'session:', 'cookie:abc', 'token:a b', `session:${'a'.repeat(65)}`])(
    'refuses "%s" with the message of a device no longer signed in',
    (id) => {
      expect(deviceIdShape.safeParse(id).error?.issues[0]?.message).toBe(DEVICE_UNKNOWN);
    },
  );
});
