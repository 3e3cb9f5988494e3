import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { type Finder, SECURITY_CODE_FIELD, TEST_CARD_NUMBER } from './card-data';

/**
 * What no table may ever hold: a test card number in full, a bank account number the tests send in full,
 * or a security code (3 or 4 digits) under any field whose name looks like a security code's (cvc, cvv,
 * cc_cid, cardCvc, security_code…; a row read as text doubles the quotes inside its JSON values).
 */
const FORBIDDEN_IN_DATABASE: [what: string, pattern: Finder][] = [
  ['a card number', TEST_CARD_NUMBER],
  ['a bank account number', /12345678901234567|123456789012(?!\d)/],
  ['a card security code', SECURITY_CODE_FIELD],
];

/**
 * Reads every row of every table as text and answers the first forbidden value found (which, and where),
 * or null. Run on each test file's database as it closes, so the whole run's data is looked at.
 */
export async function findForbiddenInDatabase(db: Database): Promise<string | null> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
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
