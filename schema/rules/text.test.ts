import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORBIDDEN_CHARACTER, hasForbiddenCharacter, plainText, type TextKind } from './text.ts';

describe('forbidden characters', () => {
  const cases: [string, string, TextKind, boolean][] = [
    ['plain French text', 'Bilan de l’exercice 2026 : « Élevage » ✓ 😀', 'single-line', false],
    ['NUL', 'proprietaire@demo.fr\u0000', 'single-line', true],
    ['escape (C0)', 'a\u001b[31m', 'single-line', true],
    ['unit separator, the last C0', 'a\u001fb', 'single-line', true],
    ['DEL', 'a\u007fb', 'single-line', true],
    ['next line (C1)', 'a\u0085b', 'single-line', true],
    ['the last C1', 'a\u009fb', 'single-line', true],
    ['no-break space, just past C1', 'a\u00a0b', 'single-line', false],
    ['lone high surrogate', 'a\ud800', 'single-line', true],
    ['lone low surrogate', '\udc00a', 'single-line', true],
    ['low then high surrogate (not a pair)', '\udc00\ud800', 'single-line', true],
    ['a surrogate pair (emoji)', '\ud83d\ude00', 'single-line', false],
    ['line feed in an input', 'a\nb', 'single-line', true],
    ['tab in an input', 'a\tb', 'single-line', true],
    ['line feed, CR and tab in a textarea', 'Bonjour,\r\n\tje voudrais un rendez-vous.', 'multi-line', false],
    ['vertical tab in a textarea', 'a\u000bb', 'multi-line', true],
    ['NUL in a textarea', 'a\u0000', 'multi-line', true],
    ['C1 in a textarea', 'a\u0085', 'multi-line', true],
    ['lone surrogate in a textarea', 'a\ud83d', 'multi-line', true],
  ];
  it.each(cases)('%s (%j, %s) is forbidden: %s', (_name, text, kind, forbidden) => {
    expect(hasForbiddenCharacter(text, kind)).toBe(forbidden);
    expect(z.string().check(plainText(kind)).safeParse(text).error?.issues[0]?.message).toBe(
      forbidden ? FORBIDDEN_CHARACTER : undefined,
    );
  });
});
