import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Another module's repository, or its drizzle tables (foreign keys in *.schema.ts excepted). */
const MODULE_BOUNDARIES = [
  { regex: '^\\.\\./[^./][^/]*/[^/]+\\.repository$', message: "Read another module's data through its service or *.queries.ts, not its repository." },
  { regex: '^\\.\\./[^./][^/]*/[^/]+\\.schema$', message: "Query another module's tables through its *.queries.ts, not directly." },
];

/**
 * Read models that still join another module's tables in SQL (a listing's bids with their bidders, a document
 * request with its requester): known exceptions, listed so the list can only shrink.
 */
const FOREIGN_TABLE_READERS = [
  'apps/server/src/modules/bidding/approvals.repository.ts',
  'apps/server/src/modules/bidding/bidding.repository.ts',
  'apps/server/src/modules/bidding/place-bid.repository.ts',
  'apps/server/src/modules/insights/insights.repository.ts',
  'apps/server/src/modules/properties/catalogue.repository.ts',
  'apps/server/src/modules/properties/listing-request-columns.ts',
  'apps/server/src/modules/properties/typeahead.repository.ts',
  'apps/server/src/modules/property-documents/property-documents.repository.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use string-literal unions instead of enums.' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The compiler-readiness advice is reported, not enforced: the forms use react-hook-form's watch().
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Features never import other features (ARCHITECTURE.md); only app/ composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)features/|^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(api|components|pages|hooks)/', message: 'Import shared code from components/ or lib/, not another feature.' }] }],
    },
  },
  {
    // A module owns its tables (docs/ARCHITECTURE.md, Module boundaries): others read them through its
    // service or its exported query functions (*.queries.ts, accounts/people.ts), never its repository or tables.
    files: ['apps/server/src/modules/**/*.ts'],
    // Tests may look at any table: they check what was stored.
    ignores: ['apps/server/src/modules/**/*.schema.ts', 'apps/server/src/modules/**/*.test.ts', ...FOREIGN_TABLE_READERS],
    rules: { 'no-restricted-imports': ['error', { patterns: MODULE_BOUNDARIES }] },
  },
  {
    files: FOREIGN_TABLE_READERS,
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_BOUNDARIES[0]] }] },
  },
  {
    // Declaration merging with a library's types needs an interface; so do the modals each feature adds to lib/global-modals.ts.
    files: ['apps/server/src/platform/auth/session.ts', 'apps/server/src/platform/http/openapi.ts', 'apps/web/src/features/auth/components/google-sign-in-button.tsx', 'apps/web/src/lib/global-modals.ts', 'apps/web/src/features/*/modals.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@openhouse/server*', '@openhouse/web*'], message: 'shared imports nothing of the apps.' }] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly', module: 'writable', require: 'readonly' } },
  },
);
