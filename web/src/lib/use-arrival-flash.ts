import { useEffect } from 'react';
import { useLocation, type NavigateOptions } from 'react-router';
import { useFlash, type FlashKind } from './flash.ts';

interface ArrivalState {
  flash?: { kind: FlashKind; message: string };
}

/**
 * Navigation options carrying a flash for the next screen: the root clears the banner after each navigation,
 * so a screen that leaves with a message hands it to the screen it goes to.
 */
export function withArrivalFlash(kind: FlashKind, message: string): NavigateOptions {
  return { state: { flash: { kind, message } } satisfies ArrivalState };
}

/** Shows the flash handed over by the previous screen (see withArrivalFlash). */
export function useArrivalFlash(): void {
  const flash = useFlash();
  const { state, key } = useLocation() as { state: ArrivalState | null; key: string };
  const kind = state?.flash?.kind;
  const message = state?.flash?.message;
  useEffect(() => {
    if (kind && message) flash.show(kind, message);
  }, [flash, kind, message, key]);
}
