import type { DatabaseHandle } from './db';
import { changeFeedLive, referenceTableChanged } from './reference-cache';

/** The channel the database's reference-data triggers notify (migration 0007). */
export const CHANGES_CHANNEL = 'shop_changes';
const RETRY_MS = 1_000;

/**
 * Keeps this process's reference caches true to the database: each notification drops the caches built
 * from the changed table. While the listening connection is down nothing is cached, and it is retried
 * every second. Returns a function that stops listening.
 */
export async function startChangeFeed(handle: DatabaseHandle, log: (message: string) => void = () => {}): Promise<() => Promise<void>> {
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    try {
      unlisten = await handle.listen(CHANGES_CHANNEL, referenceTableChanged, () => {
        unlisten = null;
        changeFeedLive(false);
        log('change feed lost; reference data is read uncached until it is back');
        if (!stopped) retry = setTimeout(connect, RETRY_MS);
      });
      if (stopped) {
        await unlisten();
        return;
      }
      changeFeedLive(true);
    } catch {
      if (!stopped) retry = setTimeout(connect, RETRY_MS);
    }
  };
  await connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (unlisten) {
      const stop = unlisten;
      unlisten = null;
      changeFeedLive(false);
      await stop();
    }
  };
}
