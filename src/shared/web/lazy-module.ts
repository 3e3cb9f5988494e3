/** A module fetched the first time it is asked for, and known from then on. */
export interface LazyModule<T> {
  /** The module, fetched once; null when the fetch failed (the next call tries again). */
  load(): Promise<T | null>;
  /** The module if it has arrived, else null: for code that cannot wait. */
  loaded(): T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | null = null;
  let pending: Promise<T | null> | null = null;
  return {
    load() {
      if (module) return Promise.resolve(module);
      pending ??= importer().then(
        (arrived) => (module = arrived),
        () => {
          pending = null;
          return null;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}
