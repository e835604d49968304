import DataLoader from 'dataloader';

/**
 * The per-request cache of legacy GETs: one key per method, path and query, so a request (even a batch of
 * operations) never calls the same address twice.
 *
 * The legacy API has no batch endpoints, so each key is its own call and DataLoader does not group them
 * (`batch: false`): grouped keys would each wait for the slowest of their group. A key already asked for is read
 * from the cache map directly, because DataLoader delivers cache hits only when its next batch settles, which
 * would make a call that depends on a loaded answer wait for an unrelated one.
 */
export function createGetLoader<T>(fetchOne: (pathWithQuery: string) => Promise<T>) {
  const cache = new Map<string, Promise<T>>();
  const loader = new DataLoader<string, T>(
    async ([key]) => [await fetchOne(key!).catch((error: unknown) => toError(error))],
    { batch: false, cacheMap: cache },
  );
  return {
    load: (key: string): Promise<T> => cache.get(key) ?? loader.load(key),
    prime(key: string, value: T): void {
      loader.clear(key).prime(key, value);
    },
    clear(key: string): void {
      loader.clear(key);
    },
    clearAll(): void {
      loader.clearAll();
    },
  };
}

export type GetLoader<T> = ReturnType<typeof createGetLoader<T>>;

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
