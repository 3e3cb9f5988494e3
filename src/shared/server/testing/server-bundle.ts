import { buildServer } from '../../../../scripts/server-build.mjs';

let built: Promise<void> | undefined;

/** The server bundle `npm start` runs, built once per test run (the stop tests start it). */
export function buildServerBundleOnce(): Promise<void> {
  built ??= buildServer();
  return built;
}
