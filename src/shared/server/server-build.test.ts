import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_ENTRY } from '../../../scripts/server-build.mjs';
import { dbKind } from './testing/test-app';

// The build is the same whatever the database: it runs once, with the PGlite project.
describe.runIf(dbKind === 'pglite')('the server build (npm start)', () => {
  it('two builds at once both finish, and neither removes the build a running server was started from', { timeout: 60_000 }, async () => {
    await buildServer();
    const running = realpathSync(SERVER_ENTRY);
    await Promise.all([buildServer(), buildServer()]);
    const now = realpathSync(SERVER_ENTRY);
    expect(now).not.toBe(running);
    expect(existsSync(now)).toBe(true);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(path.join(path.dirname(now), '../../db/migrations/meta/_journal.json'))).toBe(true);
  });
});
