declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated and seeded data directory, loaded afresh by each test file. */
    pgliteTemplatePath: string;
    /** PostgreSQL: the server to create per-file databases on, and the seeded template's name. */
    postgresAdminUrl: string;
    postgresTemplate: string;
    /** Why PostgreSQL tests cannot run here (empty when they can). */
    postgresUnavailable: string;
    /** The tests' Redis (TEST_REDIS_URL, or the machine's on loopback), and why it cannot be reached ('' when it can). */
    redisUrl: string;
    redisUnavailable: string;
    /** Where the test apps write their log lines, audited for personal data at the end of the run. */
    serverLogDir: string;
  }
}
export {};
