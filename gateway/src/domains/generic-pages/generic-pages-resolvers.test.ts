import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const PAGE = '{ viewer { genericPage(pageId: "p1") { id title url content } } }';

const ask = async (query: string) =>
  (await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION })).json();

const answering = (body: unknown) => {
  stack.legacy.routes['GET /api/genericpage/p1'] = () => ({ body });
};

describe('generic pages', () => {
  it('gives the page of a status-200 answer, its html as the legacy wrote it', async () => {
    answering({ status: 200, data: { title: 'Charte', url: null, content: '<p>Texte</p>' } });
    expect((await ask(PAGE)).data).toEqual({
      viewer: { genericPage: { id: 'p1', title: 'Charte', url: null, content: '<p>Texte</p>' } },
    });
  });

  it('gives no page when the answer’s status is not 200', async () => {
    answering({ status: 404, data: null });
    expect((await ask(PAGE)).data).toEqual({ viewer: { genericPage: null } });
  });

  it('never hands over an address that is not a web site’s for the frame', async () => {
    answering({ status: 200, data: { title: 'Piège', url: 'javascript:alert(1)', content: null } });
    expect((await ask(PAGE)).data).toEqual({
      viewer: { genericPage: { id: 'p1', title: 'Piège', url: null, content: null } },
    });
  });

  it('refuses a page id of another shape before any legacy call', async () => {
    const answer = await ask('{ viewer { genericPage(pageId: "../user") { id } } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.legacy.calls.some((c) => c.path.startsWith('/api/genericpage'))).toBe(false);
  });
});
