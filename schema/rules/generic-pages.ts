/** Spec 000 §2.3 (Generic page): the legacy's answer holds a page only with status 200. */
export const GENERIC_PAGE_FOUND = 200;

/**
 * The address a generic page may show in a frame: a web site's (http or https) only, so that an address the firm
 * mistyped or a `javascript:` one never reaches the frame's src. Null otherwise.
 */
export function framedAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
