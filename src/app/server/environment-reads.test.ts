import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dbKind } from '../../shared/server/testing/test-app';

/**
 * The environment is read once, by the app's root (environment.ts), and reaches the features as typed
 * adapters and options (adapters.ts, buildApp): no feature or shared module reads `process.env`.
 * Tests and test support (`*.test.ts`, `testing/` folders) set up their own worlds and are left out.
 */
const ROOTS = ['src/features', 'src/shared'];
const LEFT_OUT = /(\.test\.tsx?$|(^|\/)testing\/)/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.(ts|tsx|mts|cts|js|mjs)$/.test(entry.name) && !LEFT_OUT.test(file) ? [file] : [];
  });
}

/** `process.env`, `process['env']`, or the environment taken from the process module. */
const READS_ENVIRONMENT = /\bprocess\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\bfrom\s+['"](node:)?process['"]/;

const readers = ROOTS.flatMap(sourcesUnder).filter((file) => READS_ENVIRONMENT.test(readFileSync(file, 'utf8')));

describe.runIf(dbKind === 'pglite')('the environment, read only by the root', () => {
  it('is read by no feature or shared module', () => {
    expect(readers).toEqual([]);
  });

  it('would be seen if one did (the scan finds the ways a module reads it)', () => {
    for (const read of ['process.env.PORT', "process['env']", "import { env } from 'node:process'"]) expect(READS_ENVIRONMENT.test(read)).toBe(true);
    expect(READS_ENVIRONMENT.test('options.environment')).toBe(false);
  });
});
