// The server as plain JavaScript: one esbuild bundle of src/ (packages stay in node_modules) run by node
// itself, without a TypeScript loader in every process (faster start, about 80 MB less memory each).
// The bundle keeps the source's folder depth (dist/server/app/server/main.mjs) and the migrations sit
// beside it as in src/, so paths relative to the code hold in both.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

export const SERVER_ENTRY = 'dist/server/app/server/main.mjs';

/**
 * How node runs the server. A V8 heap limit (SERVER_HEAP_MB, default 160) makes the old generation
 * collect before it balloons: the live heap is a few tens of MB, and without a limit an idle-looking
 * process sits at over 230 MB after a burst; with it, about 150 MB at the same request rate.
 */
export function serverNodeArgs(env = process.env) {
  return ['--enable-source-maps', `--max-old-space-size=${Number(env.SERVER_HEAP_MB) || 160}`, SERVER_ENTRY];
}

/** Packages load from node_modules at run time, except JSON data files, which node cannot import bare. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.endsWith('.json') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    // The ID image worker is its own bundle beside the server's, at its source's place
    // (dist/server/features/age-verification/server/id-image-worker.mjs): the pool finds it from there.
    entryPoints: {
      'app/server/main': 'src/app/server/main.ts',
      'features/age-verification/server/id-image-worker': 'src/features/age-verification/server/id-image-worker.ts',
    },
    outdir: 'dist/server',
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
  cpSync('src/db/migrations', 'dist/server/db/migrations', { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
