import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/gql/**',
      '**/__generated__/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app/**' },
        { type: 'feature', pattern: 'web/src/features/*/**', capture: ['feature'] },
        { type: 'shared', pattern: ['web/src/ui/**', 'web/src/lib/**', 'web/src/gql/**'] },
      ],
      // Imports carry their .ts/.tsx extension, so the node resolver finds them; the typescript resolver
      // this line named first is not installed and made every file fail to resolve.
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports go one way: shared → features → app; no feature imports another (bulletproof-react).
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'app', allow: ['shared', 'feature', 'app'] },
          ],
        },
      ],
    },
  },
);
