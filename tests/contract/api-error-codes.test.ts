import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SECOND_FACTOR_ENROLMENT_REQUIRED_CODE } from '@portal/schema/rules/second-step';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages } from '../../gateway/src/transport/legacy-error.ts';
import { repoRoot } from '../support/programs.ts';

// Issue 46, item 7: docs/api/README.md gives an example of every code the gateway can answer, so that the docs stay
// true when a code is added. The codes are read from the gateway's sources, where its errors are made.

/** How the gateway's sources name an error's code. */
const CODE_SITES = [
  /\bcode: '([A-Z][A-Z0-9_]+)'/g, // createGraphQLError(…, { extensions: { code: 'X' } }), the refusal tables
  /\bgatewayError\(\s*'([A-Z][A-Z0-9_]+)'/g, // graphql/graphql-errors.ts
  /\bcoded\('([A-Z][A-Z0-9_]+)'\)/g, // the limits of plugins/security.ts
  /\bmultipartError\([^,]+,\s*'([A-Z][A-Z0-9_]+)'/g, // uploads/multipart-errors.ts
];

/** Codes Yoga and its plugins answer themselves: a document that does not parse or validate, a masked error, a hash it does not know. */
const YOGA_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'INTERNAL_SERVER_ERROR',
  'PERSISTED_QUERY_NOT_IN_LIST',
];

async function gatewayCodes(): Promise<Set<string>> {
  const folder = join(repoRoot, 'gateway/src');
  const files = (await readdir(folder, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('__generated__'),
  );
  const codes = new Set<string>([
    ...Object.keys(defaultMessages), // the legacy's failures (transport/legacy-error.ts)
    SECOND_FACTOR_ENROLMENT_REQUIRED_CODE,
    ...YOGA_CODES,
  ]);
  for (const file of files) {
    const text = await readFile(join(folder, file), 'utf8');
    for (const site of CODE_SITES) for (const match of text.matchAll(site)) codes.add(match[1]!);
  }
  return codes;
}

let readme: string;
let codes: Set<string>;

beforeAll(async () => {
  readme = await readFile(join(repoRoot, 'docs/api/README.md'), 'utf8');
  codes = await gatewayCodes();
});

/** The JSON examples of the error codes' section, one error a line. */
function examples(): { extensions?: { code?: string } }[] {
  const section = readme.slice(readme.indexOf('## Error codes'));
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { extensions?: { code?: string } });
}

describe('the API docs', () => {
  it('find the codes in the sources (the reading of them is not empty)', () => {
    expect([...codes]).toEqual(
      expect.arrayContaining(['TOKEN_SCOPE', 'DEPTH_LIMIT_EXCEEDED', 'UPSTREAM_ERROR']),
    );
  });

  it('list every code the gateway can answer in the table of error codes', () => {
    const table = readme.slice(readme.indexOf('## Error codes'));
    expect([...codes].filter((code) => !table.includes(`\`${code}\``))).toEqual([]);
  });

  it('give a JSON example of every code, each example a valid error', () => {
    const shown = new Set(examples().map((error) => error.extensions?.code));
    expect([...codes].filter((code) => !shown.has(code))).toEqual([]);
    expect([...shown].filter((code) => code === undefined || !codes.has(code))).toEqual([]);
  });
});
