import { describe, expect, it } from 'vitest';
import { entryAt, entryKindOf, libraryEntry, opensDocumentation } from './documentation.ts';

interface Node {
  code: string;
  codeGed: string | null;
  url: string | null;
  categories: Node[];
}
const node = (code: string, extra: Partial<Node> = {}): Node => ({
  code,
  codeGed: null,
  url: null,
  categories: [],
  ...extra,
});
const tree = [
  node('a', {
    categories: [node('b', { categories: [node('c', { categories: [node('d', { codeGed: 'G' })] })] })],
  }),
  node('e', { url: 'https://example.fr' }),
];

describe('the documentation tree', () => {
  it.each([
    [['a'], 'a'],
    [['a', 'b', 'c'], 'c'],
    [['a', 'x'], null],
    [[], null],
    [['a', 'b', 'c', 'd'], null],
  ])('the address %j names entry %s', (codes, expected) => {
    expect(entryAt(tree, codes)?.code ?? null).toBe(expected);
  });

  it('finds the entry of a library wherever it stands, and none for an unknown one', () => {
    expect(libraryEntry(tree, 'G')?.code).toBe('d');
    expect(libraryEntry(tree, 'X')).toBeNull();
  });

  it.each([
    [tree[0]!, 'categories'],
    [node('d', { codeGed: 'G' }), 'library'],
    [tree[1]!, 'link'],
  ] as const)('entry %# opens its %s', (entry, kind) => {
    expect(entryKindOf(entry)).toBe(kind);
  });

  it.each([
    [['non_cder_particulier', 'dossier_cder'], true],
    [['non_cder_particulier'], false],
    [['dossier_cder'], false],
  ])('a file holding %j opens the area: %s', (permissions, expected) => {
    expect(opensDocumentation(permissions)).toBe(expected);
  });
});
