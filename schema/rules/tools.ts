import { holdsAll } from './modules.ts';

/** Spec 001 §6, §9: the entities whose files may offer the risk-assessment (DUER) tool. */
export const DUER_ENTITIES = ['0001', '0003', '0015'] as const;

/** Collaborator functions that may open the risk-assessment tool. */
export const DUER_FUNCTIONS = ['CE', 'SEC', 'SE'] as const;

export interface DuerViewer {
  collaborator: boolean;
  /** The collaborator's functions (fonctionsUtilisateur); ignored for clients. */
  functions: readonly string[];
  /** The viewer's permissions on the file. */
  permissions: readonly string[];
}

/**
 * Spec 001 §6: the risk-assessment tool entry shows only if (the viewer is not a collaborator, or is one whose
 * functions include CE, SEC or SE) and the file's codeEntite is 0001, 0003 or 0015 and (the viewer is a
 * collaborator, or holds tool_duer).
 */
export function showsDuerTool(viewer: DuerViewer, dossier: { codeEntite: string | null }): boolean {
  const allowedPerson =
    !viewer.collaborator || viewer.functions.some((f) => (DUER_FUNCTIONS as readonly string[]).includes(f));
  const allowedEntity = (DUER_ENTITIES as readonly (string | null)[]).includes(dossier.codeEntite);
  const entitled = viewer.collaborator || holdsAll(viewer.permissions, 'tool_duer');
  return allowedPerson && allowedEntity && entitled;
}

/** The slug of the risk-assessment tool in the legacy's catalogue: its entry follows `showsDuerTool`. */
export const DUER_TOOL_SLUG = 'duer';
