import type { FastifyInstance } from 'fastify';
import { ShopError } from '../../../shared/domain/errors';
import { registerStoreRoutes } from './routes';
import { type ResolvedStore, loadStore } from './store';

/** Store rows change rarely; a short cache keeps two queries off every request yet lets edits show quickly. */
const CACHE_TTL_MS = 5_000;
const cache = new Map<string, { value: ResolvedStore | null; expires: number }>();

export function clearStoreCache(): void {
  cache.clear();
}

export function registerStoreScope(rest: FastifyInstance): void {
  rest.decorateRequest('shop', null as unknown as ResolvedStore);
  rest.addHook('onRequest', async (request) => {
    const code = (request.params as { storeCode?: string }).storeCode ?? '';
    const now = Date.now();
    let entry = cache.get(code);
    if (!entry || entry.expires < now) {
      const value = /^[a-z0-9_]{1,32}$/.test(code) ? await loadStore(rest.db, code) : null;
      entry = { value, expires: now + CACHE_TTL_MS };
      cache.set(code, entry);
    }
    if (!entry.value) throw new ShopError('NOT_FOUND', 'Requested store is not found');
    request.shop = entry.value;
  });
  // The store directory (store/storeViews, store/storeConfigs) lives with the store scope it serves.
  registerStoreRoutes(rest);
}
