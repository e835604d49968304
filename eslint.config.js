import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// JavaScript and TypeScript rules read code files only: GraphQL files (and the documents the processor lifts out
// of the web's code) have a linter of their own below.
const CODE = ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/gql/**',
      '**/__generated__/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  { files: CODE, ...js.configs.recommended },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ files: CODE, ...config })),
  {
    files: CODE,
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    // No import circle anywhere in the monorepo: a module that imports, through any path, its own importer cannot
    // be read or tested alone (ARCHITECTURE: the gateway's transport below its domains, areas given the client).
    // Type-only imports carry nothing at run time and are not followed.
    files: CODE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // PGlite's own defaults are a server's: a database opened without the emulator's settings starts three times
    // slower (legacy-api/src/db/db.ts).
    files: CODE,
    ignores: ['legacy-api/src/db/db.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'PGlite', property: 'create', message: 'Use createPglite (legacy-api/src/db/db.ts).' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      // The first pattern an element matches names it: route modules before the rest of app/.
      'boundaries/elements': [
        { type: 'route', pattern: 'web/src/app/routes/*/**', capture: ['area'] },
        { type: 'app', pattern: 'web/src/app/**' },
        { type: 'feature', pattern: 'web/src/features/*/**', capture: ['feature'] },
        { type: 'ui', pattern: 'web/src/ui/**' },
        { type: 'lib', pattern: 'web/src/lib/**' },
        { type: 'gql', pattern: 'web/src/gql/**' },
      ],
      // The router's lazy screens are dynamic imports: they follow the same direction.
      'boundaries/dependency-nodes': ['import', 'dynamic-import'],
      // Imports carry their .ts/.tsx extension, so the node resolver finds them; the typescript resolver
      // this line named first is not installed and made every file fail to resolve.
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports go one way (STYLE.md 7): ui/ and lib/ → features/<domain> → app/routes/<area>; no feature
      // imports another, no route area another's; ui/ holds no GraphQL (it never imports gql/).
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'gql', allow: ['gql'] },
            { from: 'ui', allow: ['ui', 'lib'] },
            { from: 'lib', allow: ['lib', 'gql'] },
            { from: 'feature', allow: ['ui', 'lib', 'gql', ['feature', { feature: '${from.feature}' }]] },
            {
              from: 'route',
              allow: ['ui', 'lib', 'gql', 'feature', 'app', ['route', { area: '${from.area}' }]],
            },
            { from: 'app', allow: ['ui', 'lib', 'gql', 'feature', 'app', 'route'] },
          ],
        },
      ],
    },
  },
  // The schema's conventions (schema/CONVENTIONS.md) that a linter can hold.
  {
    files: ['schema/graphql/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'schema/graphql/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          EnumValueDefinition: true,
          // Every argument and input field too (issue 46): a generated client shows them.
          InputValueDefinition: true,
        },
      ],
      '@graphql-eslint/no-hashtag-description': 'error',
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          // A payload is `<Mutation>Payload`, an input `<Mutation>Input` (one payload shape: { <entity>, errors }).
          'ObjectTypeDefinition[name.value=/Payload$/]': { requiredPattern: /^[A-Z][A-Za-z]+Payload$/ },
        },
      ],
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
    },
  },
  // The web's documents, lifted out of its code: fragments are named `<Component>_<prop>` (STYLE.md 8).
  { files: ['web/src/**/*.{ts,tsx}'], ignores: ['web/src/gql/**'], processor: graphqlPlugin.processor },
  {
    files: ['web/src/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/naming-convention': [
        'error',
        {
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z]+_[a-z][A-Za-z]+$/ },
          OperationDefinition: { style: 'PascalCase' },
        },
      ],
      '@graphql-eslint/no-anonymous-operations': 'error',
      '@graphql-eslint/no-duplicate-fields': 'error',
    },
  },
);
