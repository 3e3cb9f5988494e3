import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where vite writes the hashed (content-named) files, relative to the web root. */
const HASHED_ASSETS = `assets${path.sep}`;

/**
 * Serves the built React app's files. The build writes `.br` and `.gz` copies next to each file, sent
 * with `Content-Encoding` to browsers that accept them. Hashed assets are cached for a year;
 * everything else (index.html, images) is revalidated on each visit.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, 'web app not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(webRoot, filePath).startsWith(HASHED_ASSETS);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
