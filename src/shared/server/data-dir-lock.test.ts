import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('the embedded database folder is held by one server at a time', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes its pid and removes the lock on release', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder another live process holds, naming it, and leaves its lock alone', () => {
    // The parent of the test worker is alive for the whole run.
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another shop server (process ${process.ppid})`);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.ppid));
  });

  it('refuses a second open in the same process', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, LOCK_FILE), dead.stdout);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock with our pid that this process never took (left before a restart)', () => {
    writeFileSync(path.join(dir, LOCK_FILE), String(process.pid));
    lockDataDir(dir)();
  });
});
