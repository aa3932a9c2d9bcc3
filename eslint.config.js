// Import boundaries are lint rules, not habits (see README "Architecture").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const repo = path.dirname(fileURLToPath(import.meta.url));

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

// The server's domain folders: below the HTTP layer, never importing it.
const SERVER_DOMAIN = ['orders', 'catalogue', 'payments', 'mail', 'live', 'seed', 'sandbox', 'db'];
const serverNoReact = reactPackages.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'server/ has no React.' }));
const serverOwnCode = { group: [...folder('src'), ...folder('engine')], message: 'server/ shares only contract/ with the client; never src/ or engine/ internals.' };

// Rules about where an import lands, not how it is spelled: the target is resolved from
// the importing file, so `../../../engine/hall/parse` and `../hall/parse` are told apart.
// - src/ reaches the engine only through its entry points: `engine` (engine/index.ts) and
//   each top-level folder's index (`engine/machines`, `engine/replay`, `engine/hall-transfer`),
//   plus the two modules kept apart from bundles that do not need them: the venue importer
//   `engine/hall/import` (loaded on demand) and `engine/replay/traceFile` (zod schemas of
//   trace files, development builds and the replay command only). Tests may use engine/testing.
// - A feature reaches another feature only through its index.ts; tests may take another
//   feature's testing/ fixtures.
const ENGINE_ENTRY_MODULES = new Set(['engine/hall/import', 'engine/replay/traceFile']);
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.includes('/testing/');
const boundaries = {
  rules: {
    'entry-points': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          engine: "src/ reaches the engine through its entry points ('engine', 'engine/<folder>'): '{{target}}' is internal. Export what you need from the entry point.",
          feature: "features reach each other through their index.ts: import '{{feature}}', not '{{target}}'.",
        },
      },
      create(context) {
        const file = path.relative(repo, context.filename).split(path.sep).join('/');
        const test = isTestFile(file);
        const own = /^src\/features\/([^/]+)\//.exec(file)?.[1];
        const check = (node, spec) => {
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.(tsx?|js)$/, '').replace(/\/index$/, '');
          const parts = target.split('/');
          if (parts[0] === 'engine' && parts.length > 2 && !ENGINE_ENTRY_MODULES.has(target) && !(test && parts[1] === 'testing')) {
            context.report({ node, messageId: 'engine', data: { target } });
          }
          if (own && parts[0] === 'src' && parts[1] === 'features' && parts.length > 3 && parts[2] !== own && !(test && parts[3] === 'testing')) {
            context.report({ node, messageId: 'feature', data: { target, feature: parts.slice(0, 3).join('/') } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/entry-points': 'error',
      'no-restricted-imports': ['error', {
        patterns: [{ group: folder('server'), message: 'src/ runs in the browser: it shares only contract/ with the server, never server/.' }],
      }],
      ...noDynamicImportOf([folderSpecifier(['server'])], 'src/ runs in the browser: never server/.'),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: serverNoReact,
        patterns: [serverOwnCode],
      }],
      ...noDynamicImportOf([reactSpecifier, folderSpecifier(['src', 'engine'])], 'server/ shares only contract/ with the client; no React, src/ or engine/.'),
    },
  },
  {
    // The server's domain raises DomainError and names messages; only server/http/ turns them
    // into statuses and envelopes (docs/product/server-structure.md). Repeats the server's
    // rule: a later block replaces a rule, it does not add to it.
    files: SERVER_DOMAIN.map((name) => `server/${name}/**/*.ts`),
    rules: {
      'no-restricted-imports': ['error', {
        paths: serverNoReact,
        patterns: [serverOwnCode, { regex: '^(?:\\.\\./)+(?:server/)?http(?:/|$)', message: 'The server\'s domain never imports its HTTP layer (server/http/): throw DomainError (server/domain-error.ts), take texts from server/texts/.' }],
      }],
      ...noDynamicImportOf([reactSpecifier, folderSpecifier(['src', 'engine']), '^(?:\\.\\.\\/)+(?:server\\/)?http(?:\\/|$)'], 'server/ shares only contract/ with the client (no React, src/ or engine/), and its domain never imports server/http/.'),
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
