import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** The SQL statements one unit of work sends, counted wherever it runs (a request, a test). */
interface QueryTally {
  statements: string[];
}

const tally = new AsyncLocalStorage<QueryTally>();

/** drizzle's logger hook: notes each statement in the current tally, if any (cheap when none). */
export const queryTallyLogger: Logger = {
  logQuery(query: string) {
    tally.getStore()?.statements.push(query);
  },
};

/** Runs fn and returns what it returned with the SQL statements it sent (transaction control included on PostgreSQL). */
export async function withQueryTally<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const record: QueryTally = { statements: [] };
  // Awaited inside the run: query builders and injected requests are thenables that start on then().
  const result = await tally.run(record, async () => await fn());
  return { result, statements: record.statements };
}
