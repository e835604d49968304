import { describe, expect, it } from 'vitest';
import { signInInput } from './sign-in.ts';
import { FORBIDDEN_CHARACTER } from './text.ts';

const messages = (input: { login: string; password: string }) =>
  signInInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('sign-in input', () => {
  it.each([
    [{ login: 'proprietaire@demo.fr', password: 'Portail-Demo-2026!' }, []],
    [{ login: ' collaborateur ', password: 'mot de passe à espaces' }, []],
    [{ login: '', password: 'x' }, [['login', 'Veuillez saisir votre identifiant.']]],
    [{ login: 'proprietaire@demo.fr\u0000', password: 'x' }, [['login', FORBIDDEN_CHARACTER]]],
    [{ login: 'proprietaire@demo.fr', password: 'x\ud800' }, [['password', FORBIDDEN_CHARACTER]]],
    [
      { login: 'a\u0085', password: 'x\u001b' },
      [
        ['login', FORBIDDEN_CHARACTER],
        ['password', FORBIDDEN_CHARACTER],
      ],
    ],
  ])('checks %j: %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
