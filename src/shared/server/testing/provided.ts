declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated and seeded data directory, loaded afresh by each test file. */
    pgliteTemplatePath: string;
    /** PostgreSQL: the server to create per-file databases on, and the seeded template's name. */
    postgresAdminUrl: string;
    postgresTemplate: string;
    /** Why PostgreSQL tests cannot run here (empty when they can). */
    postgresUnavailable: string;
    /** Where the test apps write their log lines, audited for personal data at the end of the run. */
    serverLogDir: string;
  }
}
export {};
