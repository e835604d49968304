import { describe, expect, it } from 'vitest';
import {
  addAttachments,
  ATTACHMENT_EMPTY,
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
  TOO_MANY_ATTACHMENTS,
} from './attachments.ts';

const file = (name: string, size = 10) => ({ name, size });

describe('attachments', () => {
  it('keeps up to 4 files and says so past that', () => {
    const chosen = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(n));
    expect(addAttachments([], chosen)).toEqual({ files: chosen.slice(0, 4), errors: [TOO_MANY_ATTACHMENTS] });
    expect(TOO_MANY_ATTACHMENTS).toBe('Vous ne pouvez pas joindre plus de 4 fichiers.');
  });

  it('ignores a name already attached', () => {
    expect(addAttachments([file('a')], [file('a', 99), file('b')])).toEqual({
      files: [file('a'), file('b')],
      errors: [],
    });
  });

  it('refuses an empty file and one over 25 MB with their messages', () => {
    expect(addAttachments([], [file('vide.pdf', 0), file('gros.pdf', MAX_ATTACHMENT_BYTES + 1)])).toEqual({
      files: [],
      errors: ['Le fichier vide.pdf est vide.', 'Le fichier est trop volumineux, le poids maximal est 25 Mo'],
    });
    expect(ATTACHMENT_EMPTY('x')).toBe('Le fichier x est vide.');
    expect(ATTACHMENT_TOO_LARGE).toBe('Le fichier est trop volumineux, le poids maximal est 25 Mo');
  });
});
