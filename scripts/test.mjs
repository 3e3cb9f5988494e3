// npm test: install what is missing (npm packages, Debian's chromium), then run every check and test.
import { execSync } from 'node:child_process';
import { ensureChromium, ensureNodeModules } from './ensure-deps.mjs';

ensureNodeModules();
const haveChromium = ensureChromium();
const steps = [
  ['type check', 'npx tsc --noEmit -p .'],
  ['architecture boundaries', 'npm run --silent lint:boundaries'],
  ['lint', 'npm run --silent lint'],
  ['unused code (knip: files, exports, dependencies)', 'npm run --silent lint:unused'],
  ['unit and server tests (PGlite and PostgreSQL)', 'npx vitest run'],
  ['web build', 'npx vite build --logLevel warn'],
  ['browser journeys', 'npx playwright test'],
];
if (!haveChromium) {
  console.error('chromium could not be installed: the browser journeys cannot run.');
  process.exit(1);
}
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...(process.env.CI ? { NO_COLOR: '1' } : {}) } });
}
console.log('\nAll checks passed.');
