import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built React app's files (hashed assets cached for a year, index.html always revalidated). */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, 'web app not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html must always be fresh.
      if (filePath.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return true;
}
