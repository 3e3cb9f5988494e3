// A feature's SQL (server/store.ts) is its own (docs/ARCHITECTURE.md, "Walls"): no module of a feature's
// server re-exports it (`export … from './store'`), so what other features may use is named by the module
// that does it (the service's commands and queries), which calls the SQL. dependency-cruiser cannot tell
// this apart when the same module also imports the store, so the sources are read here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const featuresDir = 'src/features';

function* serverSources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* serverSources(full);
    else if (/\.tsx?$/.test(name)) yield full.split(path.sep).join('/');
  }
}

/** `export { … } from '…/store'`, `export type { … } from …`, `export * from …` (and `* as name`), over several lines too. */
const RE_EXPORT = /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g;
const isStore = (specifier: string) => /(^|\/)store(\.ts|\/index(\.ts)?)?$/.test(specifier);

function reExportedSql(source: string): { line: number; specifier: string }[] {
  return [...source.matchAll(RE_EXPORT)]
    .filter((match) => isStore(match[1]))
    .map((match) => ({ line: source.slice(0, match.index).split('\n').length, specifier: match[1] }));
}

const problems: string[] = [];
for (const feature of readdirSync(featuresDir)) {
  const server = path.join(featuresDir, feature, 'server');
  if (!statSync(path.join(featuresDir, feature)).isDirectory()) continue;
  try {
    statSync(server);
  } catch {
    continue;
  }
  for (const file of serverSources(server)) {
    for (const found of reExportedSql(readFileSync(file, 'utf8'))) {
      problems.push(
        `${file}:${found.line}: re-exports its feature's SQL ('${found.specifier}'); name it in the service (or a module named for what it does) instead`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} re-export(s) of a feature's SQL.`);
  process.exit(1);
}
console.log("No feature's server re-exports its SQL (server/store.ts).");
