import { INDIVIDUAL_CLIENT_ENTITY } from './dossiers.ts';
import { holdsAll } from './modules.ts';

/** Spec 000 §6: the key figures show for a file holding mod_chiffres, never for an individual client's. */
export const showsKeyFigures = (d: { codeEntite: string | null }, permissions: readonly string[]): boolean =>
  d.codeEntite !== INDIVIDUAL_CLIENT_ENTITY && holdsAll(permissions, 'mod_chiffres');
