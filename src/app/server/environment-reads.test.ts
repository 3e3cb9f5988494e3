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

/** Still reading the environment, to move to the root with the payment providers' wiring (PayPal); the list only shrinks. */
const KNOWN_READERS = [
  'src/features/payment/server/testing.ts',
  'src/features/paypal/providers/index.ts',
  'src/features/paypal/providers/sandbox/beside-shop.ts',
  'src/features/paypal/providers/sandbox/paypal.ts',
];

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
  it('is read by no feature or shared module outside the known readers', () => {
    expect(readers.filter((file) => !KNOWN_READERS.includes(file))).toEqual([]);
  });

  it('lists only known readers that still read it (a reader moved to the root leaves the list)', () => {
    expect(KNOWN_READERS.filter((file) => !readers.includes(file))).toEqual([]);
  });
});
