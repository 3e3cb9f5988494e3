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

/**
 * Puts the entry's stylesheets into index.html itself: a stylesheet link holds up the first paint until
 * it has downloaded (a round trip on a phone's network), while a few KB of inline CSS cost nothing more
 * than the page. They are taken off the entry chunk before the build writes which CSS each chunk needs,
 * so no lazy chunk loads them again as a file (which would also put those rules after the pages' own).
 * The pages' own stylesheets still come as files, with their code.
 */
function inlineEntryCss(): Plugin {
  let css = '';
  return {
    name: 'shop:inline-entry-css',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        css = '';
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'index') continue;
          for (const file of chunk.viteMetadata?.importedCss ?? []) {
            const asset = bundle[file];
            if (asset?.type === 'asset') css += String(asset.source);
            delete bundle[file];
          }
          chunk.viteMetadata?.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (css ? html.replace('</head>', `<style>${css.replaceAll('</style', '<\\/style')}</style>\n  </head>`) : html),
    },
  };
}

const EARLY_DATA = 'early-data';

/**
 * Names the early-data script in index.html, ahead of the app's: it asks for the page's first API calls
 * while the app's script downloads. Built as its own entry, its file name carries a hash known only here.
 */
function earlyDataScript(): Plugin {
  return {
    name: 'shop:early-data-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === EARLY_DATA);
        if (!chunk) throw new Error(`the ${EARLY_DATA} entry is missing from the build`);
        // It must run on its own: a module it shares with the app would make it wait for the app's script.
        if (chunk.type === 'chunk' && chunk.imports.length > 0) throw new Error(`the ${EARLY_DATA} script imports ${chunk.imports.join(', ')}`);
        // async: it runs as soon as it arrives, not after the whole page has been parsed.
        return html.replace('<script type="module"', `<script type="module" async crossorigin src="/${chunk.fileName}"></script>\n    <script type="module"`);
      },
    },
  };
}

// In development the Fastify server (npm run serve) answers the API; pages are Vite's.
export default defineConfig({
  plugins: [react(), inlineEntryCss(), earlyDataScript(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page needs, so the server can name them in the page it sends.
    manifest: true,
    rolldownOptions: {
      // early-data: its own small file, started by index.html before the app (see earlyDataScript()).
      input: { index: 'index.html', [EARLY_DATA]: 'src/app/web/early-data.ts' },
      output: {
        // The rules' message catalogues are named apart from the page texts' (`messages-fr-….js`), so a
        // language's texts chunk stays the one file `assets/<language>-….js` the server names in the page.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /i18n[\\/]messages[\\/][\w-]+\.json$/.test(id)) ? 'assets/messages-[name]-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the first page needs before its route's code, in one file (with the entry): each
            // request costs a round trip on a phone's network, and these were a dozen files of 1–30 KB.
            // (The early-data entry and the one rule it imports stay in its own file.)
            { name: 'app', tags: ['$initial'], test: (id) => !/early-data|first-data/.test(id), priority: 2 },
            // The form and price primitives nearly every page uses, one file rather than one each.
            { name: 'ui', test: /src[\\/]shared[\\/]web[\\/]ui[\\/]/, priority: 1 },
            // The form library, for the pages with forms; zod and the resolvers apart, as the checkout's
            // shipping step draws its form first and fetches them once it has painted.
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 1 },
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/, priority: 1 },
            // libphonenumber's code and metadata, fetched only where a number outside the UK is checked.
            { name: 'phone-numbers', test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest': API,
      // The products' drawings, drawn by the server.
      '/media': API,
      // /customer/account/* are pages of this app, so only the session endpoints go to the server.
      '/customer': {
        target: API,
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
