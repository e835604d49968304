import { useState } from 'react';

/**
 * The endless scroll's reader (spec 001 §4, §9): `readMore` asks for the page after `end` once at a time, while
 * one follows; `loadingMore` shows the spinner meanwhile.
 */
export function useMorePages(
  end: { hasNextPage: boolean; endCursor?: string | null } | undefined,
  fetchPage: (after: string | null | undefined) => Promise<unknown>,
) {
  const [loadingMore, setLoadingMore] = useState(false);
  const readMore = () => {
    if (loadingMore || !end?.hasNextPage) return;
    setLoadingMore(true);
    void fetchPage(end.endCursor).finally(() => setLoadingMore(false));
  };
  return { loadingMore, readMore };
}
