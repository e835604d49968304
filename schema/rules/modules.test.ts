import { describe, expect, it } from 'vitest';
import { holdsAll, MODULES } from './modules.ts';

describe('modules (spec 000 §6)', () => {
  it.each([
    [['page_rdv', 'mod_rdv'], ['page_rdv', 'mod_rdv'], true],
    [['page_rdv'], ['page_rdv', 'mod_rdv'], false],
    [[], [], true],
  ] as const)('says permissions %j hold all of %j: %s', (permissions, modules, expected) => {
    expect(holdsAll(permissions, ...modules)).toBe(expected);
  });

  it('names each module once', () => {
    expect(new Set(MODULES).size).toBe(MODULES.length);
  });
});
