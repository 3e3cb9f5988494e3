// The web build's inputs, hashed: `npm start` rebuilds dist/web only when one of them changed.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = 'dist/web';
const HASH_FILE = path.join(OUT_DIR, '.build-hash');
const ROOT_FILES = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

/** Source the browser bundle can use: everything under src/ but tests and server-side code, plus public/. */
function* inputs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['server', 'providers', 'testing', 'db'].includes(entry.name)) yield* inputs(full);
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) {
      yield full;
    }
  }
}

export function webInputsHash() {
  const hash = createHash('sha256');
  const files = [...ROOT_FILES.filter((f) => existsSync(f)), ...inputs('src'), ...(existsSync('public') ? inputs('public') : [])];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Builds the web app unless dist/web was built from exactly these inputs. */
export function buildWebAppIfChanged() {
  const hash = webInputsHash();
  const built = existsSync(path.join(OUT_DIR, 'index.html')) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8').trim() === hash;
  if (built) {
    console.log('Web app up to date, skipping the build.');
    return;
  }
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  writeFileSync(HASH_FILE, `${hash}\n`);
}
