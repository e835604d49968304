import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, startGatewayAgainst, useOwnerStack } from '../testing/fake-legacy.ts';
import { startProductionGatewayAgainst } from '../testing/production-gateway.ts';

const stack = useOwnerStack();

const DOSSIER_FIELDS = `fragment D on Dossier {
  id codeDossier codeEntite raisonSociale legacyId guidPersonne idRole estFavoris statut typeActivite
  modulesEffectifs permissions
}`;

/**
 * Each operation below would call the legacy (the viewer's files) if it ran; the owner is signed in. The
 * limits are checked while parsing and validating, so a refused operation leaves the legacy untouched.
 */
async function expectRefusedBeforeTheLegacy(query: string, message: RegExp, code: string) {
  const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
  expect(json().data).toBeUndefined();
  expect(json().errors?.[0]?.message).toMatch(message);
  expect(json().errors?.[0]?.extensions?.code).toBe(code);
  expect(stack.legacy.calls).toHaveLength(0);
  expect(stack.gateway.upstream).toHaveLength(0);
}

describe('graphql-armor limits', () => {
  it('lets an ordinary operation through to the legacy (the limits are not always refusing)', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: `{ viewer { dossiers { ...D } } } ${DOSSIER_FIELDS}` },
      { cookie: SESSION },
    );
    expect(json().errors).toBeUndefined();
    expect(stack.legacy.calls.length).toBeGreaterThan(0);
  });

  it('refuses a query deeper than 12 levels', async () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `name ofType { ${nested(depth - 1)} }`);
    await expectRefusedBeforeTheLegacy(
      `{ viewer { dossiers { id } } __type(name: "Viewer") { fields { type { ${nested(10)} } } } }`,
      /depth limit of 12 exceeded/i,
      'DEPTH_LIMIT_EXCEEDED',
    );
  });

  it('refuses a query costing more than 5000 (a fragment spread two hundred times)', async () => {
    // Fields that make no legacy call of their own: the legacy call budget lets it through to this limit.
    const plain = 'fragment P on Dossier { id codeDossier codeEntite raisonSociale statut typeActivite }';
    await expectRefusedBeforeTheLegacy(
      `{ viewer { dossiers { ${'...P '.repeat(200)} } } } ${plain}`,
      /Query Cost limit of 5000 exceeded/,
      'COST_LIMIT_EXCEEDED',
    );
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: dossiers { id }`).join(' ');
    await expectRefusedBeforeTheLegacy(
      `{ viewer { ${aliases} } }`,
      /Aliases limit of 15 exceeded, found 16/,
      'ALIAS_LIMIT_EXCEEDED',
    );
  });

  it('refuses more than 20 directives', async () => {
    await expectRefusedBeforeTheLegacy(
      `{ viewer { dossiers { id ${'@include(if: true) '.repeat(21)} } } }`,
      /Directives limit of 20 exceeded, found 21/,
      'DIRECTIVE_LIMIT_EXCEEDED',
    );
  });

  it('refuses a document of more than 2000 tokens', async () => {
    await expectRefusedBeforeTheLegacy(
      `{ viewer { dossiers { ${'id '.repeat(2000)} } } }`,
      /Token limit of 2000 exceeded/,
      'TOKEN_LIMIT_EXCEEDED',
    );
  });
});

describe('field suggestions', () => {
  const TYPO = '{ viewer { dossiers { raisonSocial } } }';

  it('hides "Did you mean" with NODE_ENV=production', async () => {
    const production = await startProductionGatewayAgainst(stack.legacy.url);
    try {
      const { response, json } = await postGraphQL(
        production.app,
        { query: TYPO },
        { cookie: production.session },
      );
      expect(json().errors?.[0]?.message).toBe(
        'Cannot query field "raisonSocial" on type "Dossier". [Suggestion hidden]',
      );
      expect(response.body).not.toMatch(/Did you mean/);
      expect(stack.legacy.calls).toHaveLength(0);
    } finally {
      await production.app.close();
    }
  });

  it('shows "Did you mean" in development, where it helps whoever writes the queries', async () => {
    const development = await startGatewayAgainst(stack.legacy.url, { NODE_ENV: 'development' });
    try {
      const { json } = await postGraphQL(development.app, { query: TYPO }, { cookie: SESSION });
      expect(json().errors?.[0]?.message).toBe(
        'Cannot query field "raisonSocial" on type "Dossier". Did you mean "raisonSociale"?',
      );
    } finally {
      await development.app.close();
    }
  });
});
