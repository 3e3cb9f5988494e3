// Installs what is missing: npm packages when node_modules is absent or older than the lock file.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (stale) {
    console.log('Installing npm packages (npm ci)…');
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  }
}

/** Debian's chromium for the browser tests (never a downloaded browser build). */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  const asRoot = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    console.log('Installing Debian chromium for the browser tests…');
    execSync(`${asRoot}apt-get update -qq && ${asRoot}apt-get install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    return false;
  }
  return existsSync('/usr/bin/chromium');
}
