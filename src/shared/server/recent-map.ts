/**
 * Sets `key` to `value` as the most recently used entry of `map` (a Map keeps insertion order), dropping the
 * least recently used beyond `max`.
 */
export function keepRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/** One map per owner (per database: tests run several in one process), made on first use. */
export function mapPer<Owner extends object, K, V>(): (owner: Owner) => Map<K, V> {
  const maps = new WeakMap<Owner, Map<K, V>>();
  return (owner) => {
    let map = maps.get(owner);
    if (!map) {
      map = new Map();
      maps.set(owner, map);
    }
    return map;
  };
}
