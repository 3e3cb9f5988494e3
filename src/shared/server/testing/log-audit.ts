import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided';

/** What must never appear in a log line: the test shoppers' personal data and secrets. */
export const FORBIDDEN_IN_LOGS: [what: string, pattern: RegExp][] = [
  ['an e-mail address', /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i],
  ['a password hash', /\$argon2/],
  ['a password', /Password123!/],
  ['a card number', /4111\s?1111\s?1111\s?1111|378282246310005|6011000990139424|5555555555554444|3530111333300000|30569309025904|2221000000000009|4444333322221111|4917610000000000|4462030000000000|5454545454545454|343434343434343|4000000000001091|6759649826438453/],
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
