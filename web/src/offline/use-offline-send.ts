import { useState } from 'react';
import type { UserErrorLike } from '../lib/use-user-error-mutation.ts';
import { BACK_ONLINE, KEPT_OFFLINE, NEEDS_NETWORK, NOT_SENT_OFFLINE } from './offline-messages.ts';
import { hasLink, useOnline } from './use-online.ts';

/**
 * What a form that needs the network shows about the link: whether it may send now, and the notice under its
 * button. A form that keeps a draft (`kept`) says its typing is kept while offline and ready once the link is
 * back; one that keeps none only says the send waits for the link.
 */
export function useOfflineSend(kept: boolean) {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(!online);
  // Remembered during the render that sees the link go (React's pattern for state following a value).
  if (!online && !wasOffline) setWasOffline(true);
  const notice = !online ? (kept ? KEPT_OFFLINE : NEEDS_NETWORK) : kept && wasOffline ? BACK_ONLINE : null;
  return { online, notice };
}

/** Turns a send of a drafted form that failed for lack of network into a message that says what was kept. */
export function explainOffline(failures: UserErrorLike[]): UserErrorLike[] {
  return failures.length > 0 && !hasLink() ? [{ field: null, message: NOT_SENT_OFFLINE }] : failures;
}
