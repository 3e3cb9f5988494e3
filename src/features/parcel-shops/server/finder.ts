import type { ParcelShopSettings } from '../domain';
import { HttpServicePointFinder } from '../providers/http';
import type { ServicePointFinder } from '../providers/port';

/** The service point finders of one app, by store. */
export interface ServicePointFinders {
  /** The store's finder: the configured service (dps/service/url, dps/service/key), else the local twin. */
  finderFor(settings: ParcelShopSettings): ServicePointFinder;
}

/**
 * Built once by the app's root (adapters.ts) with the local twin: a configured service's adapter is made
 * the first time a store names it, and kept for the stores that name it again.
 */
export function servicePointFinders(sandbox: ServicePointFinder): ServicePointFinders {
  const byService = new Map<string, ServicePointFinder>();
  return {
    finderFor(settings) {
      if (!settings.providerUrl) return sandbox;
      const key = `${settings.providerUrl}\n${settings.providerKey}`;
      let finder = byService.get(key);
      if (!finder) {
        finder = new HttpServicePointFinder({ baseUrl: settings.providerUrl, key: settings.providerKey });
        byService.set(key, finder);
      }
      return finder;
    },
  };
}
