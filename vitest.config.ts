import { defineConfig } from 'vitest/config';

// Three projects: pure rules and components; server routes on embedded PGlite; the same routes on a
// real PostgreSQL (TEST_DATABASE_URL, or a throwaway cluster started by scripts/test.mjs).
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/domain/**/*.test.ts', 'src/**/web/**/*.test.{ts,tsx}', 'src/**/providers/**/*.test.ts'],
          environment: 'node',
          // Components render in the source language (en-GB), as the spec's texts the tests assert.
          setupFiles: ['src/shared/web/i18n/testing.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: ['src/**/server/**/*.test.ts'],
          // Races never show on PGlite (one transaction at a time): those tests run on PostgreSQL only.
          exclude: ['**/*.concurrency.test.ts', '**/node_modules/**'],
          env: { TEST_DB_KIND: 'pglite', RESPONSE_SCHEMA_CHECK: '1' },
          globalSetup: ['src/shared/server/testing/global-setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['src/**/server/**/*.test.ts'],
          env: { TEST_DB_KIND: 'postgres', RESPONSE_SCHEMA_CHECK: '1' },
          globalSetup: ['src/shared/server/testing/global-setup-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
