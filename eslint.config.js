// Import boundaries are lint rules, not habits (see README "Architecture").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-konva', '@xstate/react', 'react-router-dom', 'react-i18next', '@tanstack/react-query'];

// A folder is reached by its index too (`../../engine`), so each pattern names the folder
// itself as well as what is inside it.
const folder = (name) => [`**/${name}`, `**/${name}/**`, `../${name}`, `../${name}/*`];

// `import()` escapes no-restricted-imports: forbid it for the same modules.
const noDynamicImportOf = (specifiers, message) => ({
  'no-restricted-syntax': ['error', ...specifiers.map((re) => ({
    selector: `ImportExpression[source.value=/${re}/]`,
    message,
  }))],
});
const reactSpecifier = `^(?:${reactPackages.map((p) => p.replace('/*', '(?:/.*)?').replace(/[/@]/g, (c) => (c === '/' ? '\\/' : c))).join('|')})$`;
const folderSpecifier = (names) => `(?:^|\\/)(?:${names.join('|')})(?:\\/|$)`;

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: reactPackages.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'engine/ is framework-free: no React.' })),
        patterns: [
          { group: ['react-dom/*'], message: 'engine/ is framework-free: no React.' },
          { group: [...folder('src'), ...folder('server')], message: 'engine/ imports nothing from src/ or server/.' },
        ],
      }],
      ...noDynamicImportOf([reactSpecifier, folderSpecifier(['src', 'server'])], 'engine/ is framework-free and imports nothing from src/ or server/.'),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: reactPackages.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'server/ has no React.' })),
        patterns: [
          { group: [...folder('src'), ...folder('engine')], message: 'server/ shares only contract/ with the client; never src/ or engine/ internals.' },
        ],
      }],
      ...noDynamicImportOf([reactSpecifier, folderSpecifier(['src', 'engine'])], 'server/ shares only contract/ with the client; no React, src/ or engine/.'),
    },
  },
  {
    // The card-payment widget is served to any merchant's page: framework-free, no packages,
    // nothing of the storefront; only its own modules.
    files: ['widget/src/**/*.ts'],
    ignores: ['widget/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!\\./)', message: 'widget/src/ is a library of its own: import only its own modules (./…).' }],
      }],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'widget/src/ is one bundle: no dynamic import().' }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...folder('src'), ...folder('engine'), ...folder('server'), 'react', 'react-dom'], message: 'contract/ is shared by client and server: zod and plain TypeScript only.' },
        ],
      }],
    },
  },
);
