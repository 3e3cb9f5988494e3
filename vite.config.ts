import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API = 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images here are small SVGs, compressed too. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet's worth. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` next to every compressible built file, once, at build time, so the
 * server (@fastify/static's `preCompressed`) sends them without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        // .vite/ holds the build manifest, read by the server and never sent.
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.parentPath.split(path.sep).includes('.vite'))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const br = await brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

// In development the Fastify server (npm run serve) answers the API; pages are Vite's.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page needs, so the server can name them in the page it sends.
    manifest: true,
  },
  server: {
    proxy: {
      '/rest': API,
      // /customer/account/* are pages of this app, so only the session endpoints go to the server.
      '/customer': {
        target: API,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
