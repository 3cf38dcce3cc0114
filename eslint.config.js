// Lint: TypeScript rules plus the import boundaries of DESIGN.md §2:
// src/engine knows no React, DOM or server; src/web never imports src/server; schemas import nothing from src.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverPackages = ['fastify', '@fastify/*', '@duckdb/*', 'pg', 'node:*'];
/** A template literal that holds SQL: one of these upper-case keywords appears in its text. */
const SQL_WORDS = '/\\b(SELECT|INSERT|UPDATE|DELETE|WHERE|FROM|VALUES|SET|AND|OR|WHEN|CASE|ORDER BY|GROUP BY)\\b/';
const reactPackages = ['react', 'react-dom', 'react-dom/*', '@tanstack/react-*', 'react-i18next'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'schemas/generated/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...reactPackages, ...serverPackages], message: 'src/engine is headless: no React, server packages or node: modules (Node-only code, such as the export writers, lives in src/server).' },
          { group: ['**/web/**', '**/server/**'], message: 'src/engine imports neither src/web nor src/server.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/server/**'], message: 'src/web never imports src/server: talk to it over HTTP.' },
          { group: serverPackages, message: 'src/web runs in the browser: no server packages.' },
        ],
      }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/web/**'], message: 'src/server never imports src/web.' },
          { group: reactPackages, message: 'src/server renders no React.' },
        ],
      }],
      // No value becomes SQL text (src/server/README.md, Security): a value written between quotes, or after
      // LIMIT/OFFSET, in a template that holds SQL is refused; bind it as $n, and pass names through sqlIdentifier.
      'no-restricted-syntax': ['error',
        {
          selector: `TemplateLiteral:has(TemplateElement[value.raw=${SQL_WORDS}]) > TemplateElement[tail=false][value.raw=/'$/]`,
          message: 'A value written into SQL text: bind it as a parameter ($1, $2 …) instead (names: quoteIdentifier / sqlName / fixedLiteral).',
        },
        {
          selector: 'TemplateElement[tail=false][value.raw=/\\b(LIMIT|OFFSET)\\s*$/]',
          message: 'LIMIT and OFFSET take bound parameters ($n), never numbers written into the SQL text.',
        },
      ],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'schemas import nothing from src.' }] }],
    },
  },
);
