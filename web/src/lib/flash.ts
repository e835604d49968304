import { createContext, useContext } from 'react';

export type FlashKind = 'error' | 'warning' | 'success';
export type FlashMessage = { kind: FlashKind; message: string };

export type FlashApi = {
  show: (kind: FlashKind, message: string) => void;
  clear: () => void;
};

// Two contexts so that components which only show messages do not re-render when the banner changes,
// and so that the api stays stable for effects' dependency lists.
export const FlashApiContext = createContext<FlashApi | null>(null);
export const FlashMessageContext = createContext<FlashMessage | null>(null);

export function useFlash(): FlashApi {
  const flash = useContext(FlashApiContext);
  if (!flash) throw new Error('useFlash must be used inside the flash provider.');
  return flash;
}

export function useFlashMessage(): FlashMessage | null {
  return useContext(FlashMessageContext);
}
