import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * react-hook-form 7.56 and later mark every form ready in a layout effect, with a state change that renders
 * the whole form again before the browser may paint (and runs every effect the page mounts in that task):
 * a task of 55–85 ms on the checkout's shipping step when it was first traced. The shop keeps 7.55
 * (README, "The checkout made lighter") until the library offers a way out of it; an upgrade is measured
 * with `npm run audit` first.
 */
it('react-hook-form stays below 7.56, whose ready mark renders every form twice before the first paint', () => {
  const manifest = createRequire(import.meta.url).resolve('react-hook-form/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const [major, minor] = version.split('.').map(Number);
  expect(major === 7 && minor < 56, `react-hook-form ${version}`).toBe(true);
});
