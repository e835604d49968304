import { SHORTCUT_URL_REQUIRED } from '@portal/schema/rules/shortcuts';
import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const SAVE =
  'mutation ($input: SaveShortcutInput!) { saveShortcut(input: $input) { shortcut { id libelle url } errors { field message } } }';

const ask = async (query: string, variables?: Record<string, unknown>) =>
  (await postGraphQL(stack.gateway.app, { query, variables }, { cookie: SESSION })).json();

describe('web shortcuts', () => {
  it('reads the viewer’s shortcuts and one of them by its id', async () => {
    stack.legacy.routes['GET /api/user/shortcuts'] = () => ({
      body: [{ _id: '4', libelle: 'MSA', url: 'https://www.msa.fr' }],
    });
    const answer = await ask(
      '{ viewer { shortcuts { id libelle url } shortcut(shortcutId: "4") { libelle } } }',
    );
    expect(answer.data).toMatchObject({
      viewer: {
        shortcuts: [{ id: '4', libelle: 'MSA', url: 'https://www.msa.fr' }],
        shortcut: { libelle: 'MSA' },
      },
    });
  });

  it("sends an address typed without '//' with 'http://' before it", async () => {
    stack.legacy.routes['POST /api/user/shortcuts'] = (call) => ({
      body: { ...(JSON.parse(call.body) as object), _id: '9' },
    });
    const answer = await ask(SAVE, { input: { libelle: 'MSA', url: 'www.msa.fr' } });
    expect(answer.data?.saveShortcut).toEqual({
      shortcut: { id: '9', libelle: 'MSA', url: 'http://www.msa.fr' },
      errors: [],
    });
    const sent = stack.legacy.calls.find((c) => c.method === 'POST' && c.path === '/api/user/shortcuts');
    expect(JSON.parse(sent!.body)).toEqual({ _id: null, libelle: 'MSA', url: 'http://www.msa.fr' });
  });

  it('refuses a shortcut without an address with the rule’s message, before any legacy call', async () => {
    const answer = await ask(SAVE, { input: { shortcutId: '4', libelle: 'MSA', url: ' ' } });
    expect(answer.data?.saveShortcut).toEqual({
      shortcut: null,
      errors: [{ field: 'input.url', message: SHORTCUT_URL_REQUIRED }],
    });
    expect(stack.legacy.calls.some((c) => c.method === 'POST' && c.path === '/api/user/shortcuts')).toBe(
      false,
    );
  });
});
