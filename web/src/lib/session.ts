import type { HoldsModule } from '@portal/schema/rules/modules';
import { createContext, useCallback, useContext } from 'react';
import { canOpen } from './paths.ts';

export type SelectedDossier = {
  codeDossier: string;
  raisonSociale: string;
  codeEntite: string;
  idRole: number | null;
  permissions: string[];
};

export type Session = {
  viewerId: string;
  login: string;
  isCollaborateur: boolean;
  fonctionsUtilisateur: string[];
  selectedDossier: SelectedDossier | null;
  hasPermission: HoldsModule;
  /**
   * Makes another file the selected one and loads the screens again for it; `then` is where to go once chosen
   * (the staff portfolio sends the collaborator home or to the remembered target).
   */
  selectDossier: (codeDossier: string, then?: string) => void;
};

/** Provided by the signed-in route from its Shell query; null outside it. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the signed-in layout.');
  return session;
}

/**
 * Whether a link to an address of the portal may be shown on the selected file (lib/paths.ts `canOpen`): a
 * screen that exists and whose modules the file holds. Outside the signed-in layout no module is held.
 */
export function useCanOpen(): (url: string) => boolean {
  const session = useContext(SessionContext);
  const hasPermission = session?.hasPermission;
  return useCallback((url: string) => canOpen(url, hasPermission ?? (() => false)), [hasPermission]);
}
