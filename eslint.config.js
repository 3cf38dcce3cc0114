// Lint: TypeScript rules plus the import boundaries of DESIGN.md §2:
// src/engine knows no React, DOM or server; src/web never imports src/server; schemas import nothing from src.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverPackages = ['fastify', '@fastify/*', '@duckdb/*', 'pg', 'node:*'];
const reactPackages = ['react', 'react-dom', 'react-dom/*', '@tanstack/react-*', '@rjsf/*', 'react-i18next'];

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
          { group: [...reactPackages, ...serverPackages.filter((p) => p !== 'node:*')], message: 'src/engine is headless: no React or server packages.' },
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
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'schemas import nothing from src.' }] }],
    },
  },
);
