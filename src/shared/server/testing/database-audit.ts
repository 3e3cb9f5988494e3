import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { FORBIDDEN_IN_LOGS } from './log-audit';

/**
 * What no table may ever hold: a test card number in full, a bank account number the tests send in full,
 * or a security code under any of the names a payment form gives it.
 */
export const FORBIDDEN_IN_DATABASE: [what: string, pattern: RegExp][] = [
  FORBIDDEN_IN_LOGS.find(([what]) => what === 'a card number')!,
  ['a bank account number', /12345678901234567|123456789012(?!\d)/],
  // A row read as text doubles the quotes inside its JSON values.
  ['a card security code', /"{1,2}(?:cvc|cvv|cc_cid|saved_cc_cid)"{1,2}\s*:\s*"{0,2}\d{3,4}/i],
];

/**
 * Reads every row of every table as text and answers the first forbidden value found (which, and where),
 * or null. Run on each test file's database as it closes, so the whole run's data is looked at.
 */
export async function findForbiddenInDatabase(db: Database): Promise<string | null> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  for (const { tablename } of tables.rows) {
    if (!/^[a-z_][a-z0-9_]*$/.test(tablename)) continue;
    const rows = (await db.execute(sql.raw(`select t::text as row from "${tablename}" t`))) as unknown as { rows: { row: string }[] };
    for (const { row } of rows.rows) {
      const found = FORBIDDEN_IN_DATABASE.find(([, pattern]) => pattern.test(row));
      if (found) return `${found[0]} in table ${tablename}`;
    }
  }
  return null;
}
