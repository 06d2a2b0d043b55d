import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'apps/server/drizzle/**'] },
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
    // Declaration merging with a library's types needs an interface.
    files: ['apps/server/src/platform/auth/session.ts', 'apps/web/src/features/auth/components/google-sign-in-button.tsx'],
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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', module: 'writable', require: 'readonly' } },
  },
);
