import { describe, expect, it } from 'vitest';
import { portfolioSearchTerm } from './portfolio-search.ts';
import { FORBIDDEN_CHARACTER } from './text.ts';

describe('portfolioSearchTerm', () => {
  it('refuses fewer than 3 characters with the spec message', () => {
    const result = portfolioSearchTerm.safeParse(' ab ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Veuillez saisir 3 caractères minimum.');
  });
  it.each(['agr\u0000', 'agr\ud800', 'ag\tr'])('refuses the term %j with a forbidden character', (term) => {
    expect(portfolioSearchTerm.safeParse(term).error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTER);
  });
  it('accepts and trims 3 characters or more', () => {
    expect(portfolioSearchTerm.parse('  agr ')).toBe('agr');
  });
});
