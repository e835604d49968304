import { useMemo, useState, type ReactNode } from 'react';
import { FlashApiContext, FlashMessageContext, type FlashApi, type FlashMessage } from '../../lib/flash.ts';

export function FlashProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<FlashMessage | null>(null);
  const api = useMemo<FlashApi>(
    () => ({ show: (kind, message) => setCurrent({ kind, message }), clear: () => setCurrent(null) }),
    [],
  );
  return (
    <FlashApiContext.Provider value={api}>
      <FlashMessageContext.Provider value={current}>{children}</FlashMessageContext.Provider>
    </FlashApiContext.Provider>
  );
}
