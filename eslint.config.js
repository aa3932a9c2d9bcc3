// Import boundaries are lint rules, not habits (see README "Architecture").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-konva', '@xstate/react', 'react-router-dom', 'react-i18next', '@tanstack/react-query'];

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
          { group: ['**/src/**', '**/server/**', '../src/*', '../server/*'], message: 'engine/ imports nothing from src/ or server/.' },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: reactPackages.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'server/ has no React.' })),
        patterns: [
          { group: ['**/src/**', '**/engine/**'], message: 'server/ shares only contract/ with the client; never src/ or engine/ internals.' },
        ],
      }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/**', '**/engine/**', '**/server/**', 'react', 'react-dom'], message: 'contract/ is shared by client and server: zod and plain TypeScript only.' },
        ],
      }],
    },
  },
);
