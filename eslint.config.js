// Lint rules every package shares. `npm run lint` runs it and `npm test` counts it as a check.
// Formatting is Prettier's job (`npm run format:check`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.cache/**',
      'coverage/**',
      '**/__screenshots__/**',
      'packages/ui/src/tokens.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The layer and declared-dependency rules are dependency-cruiser's (npm run layers); here only
      // the rules about how an import is written.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // clsx exports the same function as default and as `clsx`; importing the default is its documented use.
      'import-x/no-named-as-default': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    rules: {
      // React Aria's fields take autoFocus to move focus into a dialog's first field as it opens,
      // which is what the dialog pattern asks for; a bare DOM autoFocus is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // One reader of the environment: the server's config module parses and checks every variable.
    files: ['packages/server/src/**', 'packages/ui/src/**', 'packages/sdk/src/**'],
    ignores: ['packages/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from packages/server/src/config.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
