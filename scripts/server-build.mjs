// The server as plain JavaScript: one esbuild bundle of src/ (packages stay in node_modules) run by node
// itself, without a TypeScript loader in every process (faster start, about 80 MB less memory each).
// The bundle keeps the source's folder depth (dist/server/app/server/main.mjs) and the migrations sit
// beside it as in src/, so paths relative to the code hold in both.
import { cpSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_ENTRY = 'dist/server/app/server/main.mjs';
/** Each build's own folder; `dist/server` is a link to the newest, swapped in one rename. */
const BUILDS_DIR = 'dist/server-builds';
/** Older builds are removed once there are more than this many and they are a day old (a server may still run one). */
const BUILDS_KEPT = 3;
const BUILD_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * How node runs the server. A V8 heap limit (SERVER_HEAP_MB, default 160) makes the old generation
 * collect before it balloons: the live heap is a few tens of MB, and without a limit an idle-looking
 * process sits at over 230 MB after a burst; with it, about 150 MB at the same request rate.
 *
 * The young generation's semi-spaces are held to 4 MB (V8's default lets them grow to 16 MB each, three of
 * them under load): a request's objects live a few milliseconds, well within a scavenge of 4 MB, and the
 * server's peak resident memory under `npm run bench`'s load went from 185–193 to 161–165 MB.
 *
 * Stack traces name the bundle's files and lines (the bundle is not minified: its functions keep their names,
 * and a comment above each module names its source file). `SERVER_SOURCE_MAPS=1` maps them back to the
 * TypeScript sources, at about 30 MB more resident memory in each process (node keeps every map loaded).
 */
export function serverNodeArgs(env = process.env) {
  const sourceMaps = env.SERVER_SOURCE_MAPS === '1' ? ['--enable-source-maps'] : [];
  return [...sourceMaps, `--max-old-space-size=${Number(env.SERVER_HEAP_MB) || 160}`, '--max-semi-space-size=4', SERVER_ENTRY];
}

/** Packages load from node_modules at run time, except JSON data files, which node cannot import bare. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds the server into a fresh folder, then points `dist/server` at it with an atomic rename of a link:
 * two starts of one checkout never write into, or delete, the folder the other one runs from (node runs
 * a module from its real path, so a server keeps its own build when the link moves on).
 */
export async function buildServer() {
  const name = `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const outdir = path.join(BUILDS_DIR, name);
  mkdirSync(outdir, { recursive: true });
  await bundleInto(outdir);
  const link = path.join('dist', `.server-${name}`);
  symlinkSync(path.relative('dist', outdir), link);
  // A folder left by an older build (before builds had folders of their own) gives way to the link once.
  if (isRealFolder('dist/server')) rmSync('dist/server', { recursive: true, force: true });
  renameSync(link, 'dist/server');
  pruneOldBuilds(name);
}

function isRealFolder(file) {
  try {
    return lstatSync(file).isDirectory();
  } catch {
    return false;
  }
}

function pruneOldBuilds(current) {
  const builds = readdirSync(BUILDS_DIR)
    .filter((name) => name !== current)
    .map((name) => ({ name, mtime: statSync(path.join(BUILDS_DIR, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(BUILDS_KEPT - 1)) {
    if (Date.now() - old.mtime > BUILD_KEPT_MS) rmSync(path.join(BUILDS_DIR, old.name), { recursive: true, force: true });
  }
}

async function bundleInto(outdir) {
  await build({
    // The ID image worker is its own bundle beside the server's, at its source's place
    // (dist/server/features/age-verification/server/id-image-worker.mjs): the pool finds it from there.
    entryPoints: {
      'app/server/main': 'src/app/server/main.ts',
      'features/age-verification/server/id-image-worker': 'src/features/age-verification/server/id-image-worker.ts',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesStayExternal],
    // Dynamic imports become chunks of their own, so a cluster's primary loads only the launcher. They
    // sit beside main.mjs, at its folder depth, so paths relative to the code hold in them too.
    splitting: true,
    chunkNames: 'app/server/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  cpSync('src/db/migrations', path.join(outdir, 'db/migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
