import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { seed } from '../../../app/server/seed';
import { openPostgres } from '../db';
import { startThrowawayPostgres } from './throwaway-postgres';
import { startLogAudit } from './log-audit';
import './provided';
import { buildServerBundleOnce } from './server-bundle';
import { provideRedis } from './redis';

/**
 * PostgreSQL for the server tests: TEST_DATABASE_URL when set, otherwise a throwaway cluster when the
 * binaries are installed. A migrated, seeded template database is cloned by each test file.
 */
export default async function setup(project: TestProject) {
  await buildServerBundleOnce();
  await provideRedis(project);
  const auditLogs = startLogAudit(project);
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopCluster: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const cluster = await startThrowawayPostgres();
    if (!cluster.ok) {
      project.provide('postgresUnavailable', cluster.reason);
      project.provide('postgresAdminUrl', '');
      project.provide('postgresTemplate', '');
      return auditLogs;
    }
    adminUrl = cluster.url;
    stopCluster = cluster.stop;
  }
  const template = `shop_template_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${template}`);
  await adminQuery(adminUrl, `create database ${template}`);
  const handle = openPostgres(withDatabase(adminUrl, template), 2);
  await handle.migrate();
  await seed(handle.db);
  await handle.close();
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);
  project.provide('postgresUnavailable', '');
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    await stopCluster?.();
    auditLogs();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
