// Each table is written by one feature (docs/ARCHITECTURE.md). Finds every drizzle write
// (.insert(t), .update(t), .delete(t)) and raw SQL write (insert into / update … set / delete from)
// in the features' code and checks the table belongs to the writing feature (src/db/schema/owners.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import { KNOWN_FOREIGN_WRITES, TABLE_OWNERS, type TableName } from '../src/db/schema/owners';

const featuresDir = 'src/features';
const features = new Set(readdirSync(featuresDir));
const problems: string[] = [];

const tables = new Map<string, TableName>();
const bySqlName = new Map<string, TableName>();
for (const [name, value] of Object.entries(schema)) {
  if (!is(value, PgTable)) continue;
  const table = name as TableName;
  tables.set(name, table);
  bySqlName.set(getTableName(value), table);
  if (!features.has(TABLE_OWNERS[table])) problems.push(`src/db/schema/owners.ts: ${name} is owned by "${TABLE_OWNERS[table]}", which is no feature`);
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full.split(path.sep).join('/');
  }
}

/** The tables a file writes: drizzle calls on schema tables (aliases followed) and raw SQL. */
function writtenTables(source: string): { table: TableName; how: string }[] {
  const names = new Map<string, TableName>();
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][./]*(?:src\/)?db\/schema(?:\/index)?['"]/g)) {
    for (const specifier of list.split(',')) {
      const [imported, local = imported] = specifier
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      const table = tables.get(imported);
      if (table && local) names.set(local, table);
    }
  }
  for (const [, namespace] of source.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*['"][./]*(?:src\/)?db\/schema(?:\/index)?['"]/g)) {
    for (const [name, table] of tables) names.set(`${namespace}.${name}`, table);
  }
  const writes: { table: TableName; how: string }[] = [];
  for (const [, verb, target] of source.matchAll(/\.(insert|update|delete)\(\s*([\w.]+)\s*\)/g)) {
    const table = names.get(target);
    if (table) writes.push({ table, how: `${verb}(${target})` });
  }
  for (const [statement, , intoOrFrom, updated] of source.matchAll(/\b(insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+set\b/gi)) {
    const table = bySqlName.get(intoOrFrom ?? updated);
    if (table) writes.push({ table, how: statement.replace(/\s+/g, ' ') });
  }
  return writes;
}

const found = new Set<string>();
for (const file of sourceFiles(featuresDir)) {
  const feature = file.split('/')[2];
  for (const { table, how } of writtenTables(readFileSync(file, 'utf8'))) {
    if (TABLE_OWNERS[table] === feature) continue;
    const known = KNOWN_FOREIGN_WRITES.find((k) => k.file === file && k.table === table);
    if (known) {
      found.add(`${file} ${table}`);
      console.warn(`known, to fix: ${file} writes ${table} (owned by ${TABLE_OWNERS[table]}) with ${how}: ${known.fix}`);
    } else {
      problems.push(`${file} writes ${table} with ${how}, but ${table} belongs to ${TABLE_OWNERS[table]}: ask its service`);
    }
  }
}
for (const known of KNOWN_FOREIGN_WRITES) {
  if (!found.has(`${known.file} ${known.table}`))
    problems.push(`${known.file} no longer writes ${known.table}: remove it from KNOWN_FOREIGN_WRITES in src/db/schema/owners.ts`);
}

if (problems.length) {
  console.error(`Table ownership:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Each table is written by its owner (${tables.size} tables, ${KNOWN_FOREIGN_WRITES.length} known foreign writes to fix).`);
