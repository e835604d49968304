import { describe, expect, it } from 'vitest';
import { mailThemeIds } from './preferences.ts';

describe('the mail themes asked for', () => {
  it('are the legacy ids, each once', () => {
    expect(mailThemeIds(['2', '4', '2'])).toEqual([2, 4]);
    expect(mailThemeIds([])).toEqual([]);
  });

  it('are refused whole when one is not an id', () => {
    expect(mailThemeIds(['2', 'x'])).toBeNull();
    expect(mailThemeIds(['-1'])).toBeNull();
  });
});
