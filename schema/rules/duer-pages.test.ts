import { describe, expect, it } from 'vitest';
import {
  changedPages,
  FILE_TYPE_REFUSED,
  LABEL_AND_FILE_REQUIRED,
  movedPage,
  newPageIssue,
  nextOrder,
  PAGE_LABEL_TAKEN,
  PAGE_LABEL_TOO_LONG,
  pageActions,
  pageRows,
  RISK_LIST_ID,
} from './duer-pages.ts';

const page = (id: string, ordre: number, estAvantRisques: boolean) => ({ id, ordre, estAvantRisques });
const PAGES = [page('3', 2, true), page('1', 1, true), page('20', 4, false), page('21', 3, false)];
const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe('the pages around the risk list', () => {
  it('lists the pages before the risk list first, then the marker, then the others, each in order', () => {
    expect(ids(pageRows(PAGES))).toEqual(['1', '3', RISK_LIST_ID, '21', '20']);
  });

  it.each([
    ['3', -1, ['3', '1', RISK_LIST_ID, '21', '20']],
    ['21', 1, ['1', '3', RISK_LIST_ID, '20', '21']],
    ['21', -1, ['1', '3', '21', RISK_LIST_ID, '20']],
    ['3', 1, ['1', RISK_LIST_ID, '3', '21', '20']],
    ['1', -1, ['1', '3', RISK_LIST_ID, '21', '20']],
    ['20', 1, ['1', '3', RISK_LIST_ID, '21', '20']],
  ] as const)('moves page %s by %i to give %j', (id, direction, expected) => {
    expect(ids(pageRows(movedPage(PAGES, id, direction)))).toEqual(expected);
  });

  it('toggles estAvantRisques of a page moved past the marker and numbers the pages by place', () => {
    const moved = movedPage(PAGES, '21', -1);
    expect(moved.find((p) => p.id === '21')).toEqual(page('21', 3, true));
    expect(moved.map((p) => p.ordre)).toEqual([1, 2, 3, 4]);
  });

  it('sends only the pages whose order or place changed', () => {
    const moved = movedPage(PAGES, '21', -1);
    expect(ids(changedPages(moved, PAGES))).toEqual(['21']);
    expect(ids(changedPages(movedPage(PAGES, '3', 1), PAGES))).toEqual(['3']);
    expect(changedPages(PAGES, PAGES)).toEqual([]);
  });

  it('gives a new page the highest order plus one, or 1 for the first', () => {
    expect(nextOrder([2, 7, 3])).toBe(8);
    expect(nextOrder([])).toBe(1);
  });
});

describe('a new page', () => {
  it.each([
    ['', 'a.pdf', LABEL_AND_FILE_REQUIRED],
    ['Plan', null, LABEL_AND_FILE_REQUIRED],
    ['x'.repeat(129), 'a.pdf', PAGE_LABEL_TOO_LONG],
    ['Plan', 'a.odt', FILE_TYPE_REFUSED],
    [' plan du site ', 'a.PDF', PAGE_LABEL_TAKEN],
    ['x'.repeat(128), 'a.docx', null],
    ['Consignes', 'a.doc', null],
  ])('labelled %j with file %j is refused with %j', (nom, file, issue) => {
    expect(newPageIssue(nom, file, ['Plan du site'])).toBe(issue);
  });
});

describe('the actions on a page', () => {
  const open = { estFini: false, droitModifs: true, droitCreation: true };
  it('offers a special page only its screen and moves, never its file', () => {
    expect(pageActions('4', open)).toEqual({
      move: true,
      file: false,
      replace: false,
      delete: false,
      edit: true,
    });
  });

  it('hides moving, replacing and deleting on a finished DUER', () => {
    expect(pageActions('20', { ...open, estFini: true })).toEqual({
      move: false,
      file: true,
      replace: false,
      delete: false,
      edit: false,
    });
  });

  it('needs the creation right to replace or delete a page', () => {
    const actions = pageActions('20', { ...open, droitCreation: false });
    expect([actions.replace, actions.delete, actions.move]).toEqual([false, false, true]);
  });
});
