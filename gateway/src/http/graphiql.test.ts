import { typeDefs } from '@portal/schema/sdl';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES, SIGN_IN_PATH } from './graphiql.ts';
import { ownerRoutes, postGraphQL, startFakeLegacy, startGatewayAgainst } from '../testing/fake-legacy.ts';
import { startProductionGatewayAgainst } from '../testing/production-gateway.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;

beforeEach(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
});

afterEach(async () => {
  await legacy.close();
});

type Gateway = Awaited<ReturnType<typeof startGatewayAgainst>>;

/** What a browser sends when it opens /graphql. */
const openPage = (gateway: Gateway, headers: Record<string, string> = {}) =>
  gateway.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html', ...headers } });

describe('GraphiQL’s page', () => {
  it('comes from the gateway itself, with the header editor and a ready tab per domain', async () => {
    const gateway = await startGatewayAgainst(legacy.url);
    const page = await openPage(gateway);
    await gateway.app.close();

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Scripts and styles are inline: nothing is loaded from another host (closed networks, no CDN).
    expect(page.body).not.toMatch(/<(script|link)[^>]+(src|href)=["']?(https?:)?\/\//i);
    expect(page.body).toContain('graphiql-explorer');
    expect(page.body).toContain('"isHeadersEditorEnabled":true');
    for (const name of [
      'Budget',
      'Portefeuille',
      'RecipePortfolioKeyFigures',
      'Notifications',
      'RendezVous',
      'Evenements',
      'MesJetons',
    ])
      expect(page.body).toContain(`query ${name}`);
  });

  it('offers example operations that the schema accepts as they are', () => {
    const schema = buildSchema(typeDefs.join('\n'));
    for (const example of GRAPHIQL_EXAMPLES)
      expect(validate(schema, parse(example.query)).map((error) => error.message)).toEqual([]);
  });
});

describe('GraphiQL in production', () => {
  let gateway: Awaited<ReturnType<typeof startProductionGatewayAgainst>>;

  beforeEach(async () => {
    gateway = await startProductionGatewayAgainst(legacy.url);
  });

  afterEach(async () => {
    await gateway.app.close();
  });

  const createToken = async () => {
    const { json } = await postGraphQL(
      gateway.app,
      {
        query:
          'mutation { createApiToken(input: { name: "GraphiQL", password: "Portail-Demo-2026!" }) { plainTextToken } }',
      },
      { cookie: gateway.session },
    );
    return (json().data as { createApiToken: { plainTextToken: string } }).createApiToken.plainTextToken;
  };

  it('sends a signed-out visitor to the sign-in page', async () => {
    const page = await openPage(gateway);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(SIGN_IN_PATH);
  });

  it('is not found for a client who holds no token, and offered once they hold one', async () => {
    const before = await openPage(gateway, { cookie: gateway.session });
    expect(before.statusCode).toBe(404);
    expect(before.body).not.toContain('graphiql');

    await createToken();

    const after = await openPage(gateway, { cookie: gateway.session });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('query Portefeuille');
  });

  it('is offered to a collaborator, and to a request carrying a valid token', async () => {
    expect((await openPage(gateway, { cookie: gateway.collaboratorSession })).statusCode).toBe(200);
    const token = await createToken();
    expect((await openPage(gateway, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    // Its last character changed (to another one: a token may end with an x).
    const changed = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect((await openPage(gateway, { authorization: `Bearer ${changed}` })).statusCode).toBe(401);
  });
});
