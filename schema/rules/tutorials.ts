import { holdsAll } from './modules.ts';

// Spec 001 §8.
export const TUTORIALS_LOAD_FAILED = 'Une erreur est survenue lors du chargement des tutoriels';
export const ELEARNINGS_LOAD_FAILED = 'Une erreur est survenue lors du chargement des e-learnings';
// Spec 001 §2 (creators programme, e-learnings).
export const NO_ELEARNING = "Il n'y a aucun e-learning pour l'instant";
export const CONTENT_ACCESS = 'Accéder au contenu';

/** Spec 001 §6: the tutorials need the file's page_tutoriels. */
export const opensTutorials = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'page_tutoriels');

/** Spec 001 §6: the creators programme (its pages, e-learnings and interlocutors) needs the rights entry 'oic'. */
export const opensInitialConseil = (droitsUtilisateur: readonly string[]): boolean =>
  droitsUtilisateur.includes('oic');
