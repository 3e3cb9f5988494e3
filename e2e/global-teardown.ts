import { existsSync, readFileSync } from 'node:fs';
import { findCardData } from '../src/shared/server/testing/card-data';

/**
 * After the journeys, while their server still runs (Playwright stops it after the global teardown, and the
 * run's folder goes when the runner exits): every line the server logged (E2E_SERVER_LOG, written by the
 * webServer command) is searched for the test card numbers and security codes. One found fails the run;
 * so does a log with nothing in it (the search would be looking at nothing).
 */
export default function searchServerLogForCardData(): void {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: the journeys’ server log cannot be searched for card data.');
  if (!existsSync(file)) throw new Error(`The journeys’ server wrote no log at ${file}: it cannot be searched for card data.`);
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (lines.length === 0) throw new Error(`The journeys’ server log ${file} is empty: the search for card data saw nothing.`);
  lines.forEach((line, index) => {
    const found = findCardData(line);
    // The line is shown with its digits hidden: the report must not repeat what it found.
    if (found) throw new Error(`The journeys’ server log holds ${found} (line ${index + 1}): ${line.slice(0, 300).replace(/\d/g, '#')}`);
  });
}
