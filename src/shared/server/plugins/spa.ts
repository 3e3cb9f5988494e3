import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built React app; every unknown page path gets index.html and the router takes over. */
export async function registerSpaFallback(app: FastifyInstance, webRoot: string): Promise<void> {
  if (!existsSync(webRoot)) {
    app.log.warn({ webRoot }, 'web app not built; serving the API only');
    return;
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
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/rest/') && !request.url.startsWith('/api/');
    if (isPage && request.headers.accept?.includes('text/html')) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Request does not match any route.', parameters: [] });
  });
}
