import DataLoader from 'dataloader';

/**
 * The per-request cache of legacy GETs: one key per method, path and query, so a request (even a batch of
 * operations) never calls the same address twice, and calls asked in the same tick leave together.
 */
export function createGetLoader<T>(fetchOne: (pathWithQuery: string) => Promise<T>): DataLoader<string, T> {
  return new DataLoader<string, T>(
    // Each key is its own call: settle them side by side and hand back values (or errors) in key order.
    (keys) => Promise.all(keys.map((key) => fetchOne(key).catch((error: unknown) => toError(error)))),
    { maxBatchSize: 50 },
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
