// Architecture boundaries (DESIGN.md): domain/ is pure and imports only domain code; web/ never reaches
// server/, providers/ or the database; no feature touches another feature's SQL (server/store.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve('src');
const serverOnlyPackages = ['fastify', '@fastify/', 'drizzle-orm', 'pg', '@electric-sql/pglite', '@node-rs/argon2', 'node:', 'qs'];
const problems = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

const room = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'features') return { feature: parts[1], room: parts[2] };
  if (parts[0] === 'shared') return { feature: 'shared', room: parts[1] };
  return { feature: parts[0], room: parts[0] };
};

for (const file of files(root)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const from = room(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g)) {
    if (!spec) continue;
    const where = `${path.relative('.', file)} imports ${spec}`;
    if (!spec.startsWith('.')) {
      if ((from.room === 'domain' || from.room === 'web') && serverOnlyPackages.some((p) => spec === p || spec.startsWith(p))) {
        problems.push(`${where}: ${from.room}/ must not use a server-only package`);
      }
      continue;
    }
    const target = path.resolve(path.dirname(file), spec);
    const to = room(target);
    if (from.room === 'domain' && to.room !== 'domain') problems.push(`${where}: domain/ may import only domain code`);
    if (from.room === 'web' && ['server', 'providers', 'db'].includes(to.room)) problems.push(`${where}: web/ must not reach ${to.room}/`);
    if (from.feature !== to.feature && to.room === 'server' && /[\\/]store(\.ts)?$/.test(target) && from.feature !== 'shared') {
      problems.push(`${where}: another feature's SQL is private; use its service`);
    }
  }
}

if (problems.length) {
  console.error(`Boundary violations:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Architecture boundaries hold.');
