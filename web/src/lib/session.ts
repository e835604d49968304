import { createContext, useContext } from 'react';

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
  hasPermission: (name: string) => boolean;
  selectDossier: (codeDossier: string) => void;
};

/** Provided by the signed-in layout from its Shell query; null outside it. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the signed-in layout.');
  return session;
}
