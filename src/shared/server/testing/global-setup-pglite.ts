import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seed } from '../../../app/server/seed';
import { openPglite } from '../db';
import { startLogAudit } from './log-audit';
import './provided';
import { buildServerBundleOnce } from './server-bundle';
import { provideRedis } from './redis';

/** One migrated, seeded PGlite per run (3–5 s); every test file loads a copy of it (well under a second). */
export default async function setup(project: TestProject) {
  await buildServerBundleOnce();
  await provideRedis(project);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-'));
  const handle = await openPglite();
  await handle.migrate();
  await seed(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', file);
  const auditLogs = startLogAudit(project);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    auditLogs();
  };
}
