import { useState } from 'react';
import type { UserErrorLike } from '../lib/use-user-error-mutation.ts';
import { BACK_ONLINE, KEPT_OFFLINE, NOT_SENT_OFFLINE } from './offline-messages.ts';
import { useOnline } from './use-online.ts';

/**
 * What a form that needs the network shows about the link: whether it may send now, and the notice under its
 * button (kept while offline, ready once the link is back). `explain` turns a send that failed for lack of
 * network into a message that says what was kept.
 */
export function useOfflineSend() {
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(!online);
  // Remembered during the render that sees the link go (React's pattern for state following a value).
  if (!online && !wasOffline) setWasOffline(true);
  const notice = !online ? KEPT_OFFLINE : wasOffline ? BACK_ONLINE : null;
  const explain = (failures: UserErrorLike[]): UserErrorLike[] =>
    failures.length > 0 && !navigator.onLine ? [{ field: null, message: NOT_SENT_OFFLINE }] : failures;
  return { online, notice, explain };
}
