import type { ParcelShopSettings } from '../domain';
import { HttpServicePointFinder } from '../providers/http';
import type { ServicePointFinder } from '../providers/port';
import { sandboxServicePointFinder } from '../providers/sandbox';

const byService = new Map<string, ServicePointFinder>();

/** The store's finder: the configured service (dps/service/url, dps/service/key), else the local sandbox. */
export function finderFor(settings: ParcelShopSettings): ServicePointFinder {
  if (!settings.providerUrl) return sandboxServicePointFinder;
  const key = `${settings.providerUrl}\n${settings.providerKey}`;
  let finder = byService.get(key);
  if (!finder) {
    finder = new HttpServicePointFinder({ baseUrl: settings.providerUrl, key: settings.providerKey });
    byService.set(key, finder);
  }
  return finder;
}
