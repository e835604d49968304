import { describe, expect, it } from 'vitest';
import { showsDuerTool } from './tools.ts';

describe('the risk-assessment tool entry (spec 001 §6)', () => {
  it.each([
    // collaborator, functions, permissions, codeEntite, shown
    [false, [], ['tool_duer'], '0001', true],
    [false, [], ['tool_duer'], '0003', true],
    [false, [], ['tool_duer'], '0015', true],
    [false, [], ['tool_duer'], '0016', false],
    [false, [], ['tool_duer'], '0042', false],
    [false, [], [], '0001', false],
    [false, ['CE'], [], '0001', false],
    [true, ['CE'], [], '0001', true],
    [true, ['SEC'], [], '0003', true],
    [true, ['SE'], [], '0015', true],
    [true, ['CE'], [], '0016', false],
    [true, ['Gestionnaire Paie'], ['tool_duer'], '0001', false],
    [true, [], [], '0001', false],
  ] as const)(
    'collaborator %s with functions %j and permissions %j on entity %s: shown %s',
    (collaborator, functions, permissions, codeEntite, shown) => {
      expect(showsDuerTool({ collaborator, functions, permissions }, { codeEntite })).toBe(shown);
    },
  );
});
