import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { breachCount, meetsPasswordPolicy, passwordStrength } from './passwords.ts';

describe('password policy', () => {
  it.each([
    ['Abcdef1!', 8, true],
    ['Abcdef1', 8, false],
    ['abcdefg1!', 8, false],
    ['ABCDEFG1!', 8, false],
    ['Abcdefgh!', 8, false],
    ['Abcdefgh1', 8, false],
    ['Éléphant-2026', 12, true],
    ['Abcdef1!xyz', 12, false],
  ])('%j with a minimum of %i is %s', (password, minLength, expected) => {
    expect(meetsPasswordPolicy(password, minLength)).toBe(expected);
  });

  it.each([
    ['', 'faible'],
    ['abc', 'faible'],
    ['abcDEF1', 'moyen'],
    ['abcDEF1!', 'fort'],
  ])('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password, 8)).toBe(strength);
  });
});

describe('breach range answer', () => {
  const sha1 = createHash('sha1').update('Azerty123!').digest('hex');
  it.each([
    [`0000000000000000000000000000000000A:0\r\n${sha1.slice(5).toUpperCase()}:42\r\n`, 42],
    [`${sha1.slice(5).toLowerCase()}:7`, 7],
    ['0000000000000000000000000000000000A:3', 0],
    ['', 0],
  ])('reads %j as %i occurrences', (text, count) => {
    expect(breachCount(text, sha1)).toBe(count);
  });
});
