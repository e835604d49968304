import { describe, expect, it } from 'vitest';
import { fieldTooLong } from './duer-general-info.ts';
import {
  AUDIT_REMARK_MAX,
  moved,
  newQuestionText,
  remarkIssue,
  renumbered,
  toggledReponse,
  withNonApplicable,
  type AuditAnswer,
} from './duer-audit.ts';

const q = (id: string, ordre: number, over: Partial<AuditAnswer> = {}): AuditAnswer => ({
  id,
  ordre,
  reponse: false,
  nonApplicable: false,
  remarque: '',
  ...over,
});

describe('the audit’s renumbering', () => {
  it('numbers the questions left after a deletion 1..n in their order', () => {
    const left = [q('c', 4), q('a', 1), q('d', 7)];
    expect(renumbered(left).map((x) => [x.id, x.ordre])).toEqual([
      ['a', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('swaps a question with its neighbour, and keeps the list at either end', () => {
    const list = [q('a', 1), q('b', 2), q('c', 3)];
    expect(moved(list, 'b', -1).map((x) => [x.id, x.ordre])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    expect(moved(list, 'c', 1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(moved(list, 'a', -1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the Non applicable rule', () => {
  it('flips a Oui to Non when Non applicable is ticked', () => {
    expect(withNonApplicable(q('a', 1, { reponse: true }), true)).toMatchObject({
      reponse: false,
      nonApplicable: true,
    });
  });

  it('leaves the answer alone once unticked, and keeps the toggle from changing it while ticked', () => {
    const ticked = withNonApplicable(q('a', 1), true);
    expect(toggledReponse(ticked).reponse).toBe(false);
    const unticked = withNonApplicable(ticked, false);
    expect(unticked).toMatchObject({ reponse: false, nonApplicable: false });
    expect(toggledReponse(unticked).reponse).toBe(true);
  });
});

describe('the audit’s limits', () => {
  it('saves an empty new question as a single space and keeps a typed one', () => {
    expect(newQuestionText('')).toBe(' ');
    expect(newQuestionText('Les EPI sont-ils fournis ?')).toBe('Les EPI sont-ils fournis ?');
  });

  it('takes a remark of 2042 characters and refuses 2043', () => {
    expect(remarkIssue([q('a', 1, { remarque: 'x'.repeat(AUDIT_REMARK_MAX) })])).toBeNull();
    expect(remarkIssue([q('a', 1, { remarque: 'x'.repeat(AUDIT_REMARK_MAX + 1) })])).toBe(
      fieldTooLong('Remarque', AUDIT_REMARK_MAX),
    );
  });
});
