import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { TEST_CARD_NUMBER, findCardData } from '../src/shared/server/testing/card-data';

/**
 * After the journeys, while their server still runs (Playwright stops it after the global teardown, and the
 * run's folder goes when the runner exits):
 * - every line the server logged (E2E_SERVER_LOG, written by the webServer command) is searched for the test
 *   card numbers and security codes; a log with nothing in it fails too (the search would see nothing);
 * - every file of the journeys' embedded database (E2E_DATA_DIR: its tables, indexes and write-ahead log, as
 *   stored) is searched for the test card numbers. Values over 2 KB may be stored compressed and escape this
 *   byte search; the server tests read each test database's rows as text (database-audit.ts).
 * One found fails the run, reported with its digits hidden: the report must not repeat what it found.
 */
export default function searchJourneysForCardData(): void {
  searchServerLog();
  searchDatabaseFiles();
}

function searchServerLog(): void {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: the journeys’ server log cannot be searched for card data.');
  if (!existsSync(file)) throw new Error(`The journeys’ server wrote no log at ${file}: it cannot be searched for card data.`);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (lines.length === 0) throw new Error(`The journeys’ server log ${file} is empty: the search for card data saw nothing.`);
  lines.forEach((line, index) => {
    const found = findCardData(line);
    if (found) throw new Error(`The journeys’ server log holds ${found} (line ${index + 1}): ${line.slice(0, 300).replace(/\d/g, '#')}`);
  });
}

function searchDatabaseFiles(): void {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder || !existsSync(folder)) throw new Error('E2E_DATA_DIR is missing: the journeys’ database cannot be searched for card data.');
  const files = filesUnder(folder);
  if (files.length === 0) throw new Error(`The journeys’ database folder ${folder} is empty: the search for card data saw nothing.`);
  for (const file of files) {
    // Bytes as Latin-1: each byte one character, so digits stored as text read as themselves.
    if (TEST_CARD_NUMBER.test(readFileSync(file).toString('latin1'))) {
      throw new Error(`The journeys’ database holds a test card number, in ${path.relative(folder, file)}`);
    }
  }
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const entry = path.join(folder, name);
    return statSync(entry).isDirectory() ? filesUnder(entry) : [entry];
  });
}
