import { describe, expect, it } from 'vitest';
import { unreadCount } from './read-notifications.ts';

const n = (id: string, lu: boolean) => ({ id, lu });

describe('the unread count (spec 000 §2.3: mark-as-read is local)', () => {
  it.each([
    ['nothing read here', [], 2],
    ['one the legacy counts unread, read here', ['a'], 1],
    ['one the legacy already counts read, read here again', ['c'], 2],
    ['every unread one read here', ['a', 'b'], 0],
  ])('follows the legacy’s count with %s', (_case, readHere, expected) => {
    expect(unreadCount(2, [n('a', false), n('b', false), n('c', true)], new Set(readHere))).toBe(expected);
  });

  it('never goes below zero when the legacy counted fewer than the list shows', () => {
    expect(unreadCount(0, [n('a', false)], new Set(['a']))).toBe(0);
  });
});
