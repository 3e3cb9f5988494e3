import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Finder, SECURITY_CODE_FIELD, TEST_CARD_NUMBER } from './card-data';
import './provided';

/** What must never appear in a log line: the test shoppers' personal data and secrets. */
const FORBIDDEN_IN_LOGS: [what: string, pattern: Finder][] = [
  ['an e-mail address', /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i],
  ['a password hash', /\$argon2/],
  ['a password', /Password123!/],
  ['a card number', TEST_CARD_NUMBER],
  // The tests' security codes (123, 1234, 737…) as a body carries them: the value of a cvc, cvv, cc_cid… field.
  ['a card security code', SECURITY_CODE_FIELD],
  ['a street', /High Street|Baker Street|Princes Street|Deansgate|New Road|rue des Trois/],
  ['a telephone number', /(?:\+44|0)7400 ?123456/],
];

export function findForbidden(line: string): string | undefined {
  return FORBIDDEN_IN_LOGS.find(([, pattern]) => pattern.test(line))?.[0];
}

/**
 * Every test app of the run logs at info level into this folder (one file per worker process); at the
 * end of the run every line is read, and the run fails if one holds personal data, or if apps were built
 * but nothing was logged (the check would then be looking at nothing).
 */
export function startLogAudit(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-logs-'));
  project.provide('serverLogDir', dir);
  return () => {
    try {
      auditLogs(dir);
    } catch (error) {
      // The runner only prints a failing teardown: the exit code is what fails the run (and CI).
      process.exitCode = 1;
      throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

function auditLogs(dir: string): void {
  const files = readdirSync(dir);
  if (files.length === 0) return; // no test app was built in this run
  let lines = 0;
  for (const file of files) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      lines++;
      const found = findForbidden(line);
      if (found) throw new Error(`A server log line holds ${found}: ${line.slice(0, 500)}`);
    }
  }
  if (lines === 0) throw new Error(`Test apps were built but wrote no log line to ${dir}: the log audit saw nothing.`);
}
