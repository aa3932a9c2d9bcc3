// Import boundaries are lint rules, not habits (see README "Architecture").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

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
const SERVER_DOMAIN = ['orders', 'catalogue', 'payments', 'mail', 'live', 'seed', 'sandbox', 'db', 'waitlist', 'texts'];
const serverNoReact = reactPackages.filter((p) => !p.includes('*')).map((name) => ({ name, message: 'server/ has no React.' }));
const serverOwnCode = { group: [...folder('src'), ...folder('engine')], message: 'server/ shares only contract/ with the client; never src/ or engine/ internals.' };

// Where an import lands (resolved from the importing file, so `../../../engine/hall/parse` and
// `../hall/parse` are told apart) is eslint-plugin-boundaries' work; import loops are
// eslint-plugin-import-x's no-cycle.
// - src/ reaches the engine only through its entry points: `engine` (engine/index.ts) and
//   each top-level folder's index (`engine/machines`, `engine/replay`, `engine/hall-transfer`),
//   plus the two modules kept apart from bundles that do not need them: the venue importer
//   `engine/hall/import` (loaded on demand) and `engine/replay/traceFile` (zod schemas of
//   trace files, development builds and the replay command only). Tests may use engine/testing.
// - A feature reaches another feature only through its index.ts, and only the features it is
//   listed with below; tests may take any feature's index and its testing/ fixtures.
const ENGINE_ENTRY_FILES = ['*.ts', '*/index.ts', 'hall/import/index.ts', 'replay/traceFile.ts'];
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/testing/**'];

// Which features a feature builds on. Shared needs live below the features instead: the flow
// runner in src/flows/, the API client in src/api/, data shapes in contract/.
const FEATURE_USES = {
  afisha: ['account'],
  'booking-shared': ['account', 'captcha'],
  'category-booking': ['account', 'booking-shared', 'buyer-form', 'captcha'],
  'seat-booking': ['account', 'best-seats', 'booking-shared', 'buyer-form', 'captcha', 'hall-loading', 'live-availability', 'seat-map-view', 'waitlist'],
  'live-availability': ['hall-loading'],
  nominal: ['buyer-form'],
  order: ['ticket'],
  'ticket-files': ['ticket'],
};
const otherFeature = (extra = {}) => ({ element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' }, ...extra } });
const boundaryPolicies = (test) => [
  // The engine's insides are its own.
  { from: { element: { type: '{feature,shell}' } }, disallow: { to: { element: { type: 'engine', fileInternalPath: `!{${[...ENGINE_ENTRY_FILES, ...(test ? ['testing/**'] : [])].join(',')}}` } } }, message: "src/ reaches the engine through its entry points ('engine', 'engine/<folder>'): '{{ to.element.fileInternalPath }}' is internal. Export what you need from the entry point." },
  ...(test
    ? []
    : [
        { from: { element: { type: 'feature' } }, disallow: { to: otherFeature() }, message: "feature '{{ from.element.captured.feature }}' does not build on '{{ to.element.captured.feature }}' (eslint.config.js FEATURE_USES): share a model below the features, or let the page wire them." },
        ...Object.entries(FEATURE_USES).map(([from, uses]) => ({ from: { element: { type: 'feature', captured: { feature: from } } }, allow: { to: { element: { type: 'feature', captured: { feature: uses.length === 1 ? uses[0] : `{${uses.join(',')}}` } } } } })),
      ]),
  { from: { element: { type: 'feature' } }, disallow: { to: otherFeature({ fileInternalPath: test ? '!{index.ts,testing/**}' : '!index.ts' }) }, message: "features reach each other through their index.ts: import 'src/features/{{ to.element.captured.feature }}', not its '{{ to.element.fileInternalPath }}'." },
];
const boundariesSettings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  'boundaries/elements': [
    { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
    { type: 'shell', pattern: 'src' },
    { type: 'engine', pattern: 'engine' },
  ],
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
    settings: boundariesSettings,
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies(false) }],
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
    files: TEST_FILES,
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies(true) }],
    },
  },
  {
    // No import loops in shipped code. Tests and benchmarks are left out: they import across
    // on purpose, and checking them would double the lint's time for no loop a reader meets.
    files: ['{src,engine,contract,server,widget/src}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts the rule cannot read the files it follows, and finds no loop at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
