/**
 * The modules a file holds and the rights a person holds, by the legacy's names (spec 000 §6). Every program
 * names them through this type, so that a misspelt module is a type error rather than a screen that never shows.
 */
export const MODULES = [
  'page_rdv',
  'mod_rdv',
  'page_events',
  'mod_events',
  'page_contacts',
  'page_chiffres',
  'mod_chiffres',
  'page_tutoriels',
  'page_abo_dossier',
  'mod_abo_dossier',
  'mod_documents',
  'mod_factures',
  'cder_particulier',
  'non_cder_particulier',
  'dossier_cder',
  'tool_echanges',
  'tool_duer',
  'tool_duer_collaborateur',
  'canSubscribeAg',
  // the person's own rights (mesDroits.utilisateur), asked the same way
  'administrateur_cder',
  'canShowAnnuaireServices',
  'canSubscribeAgCollab',
  'canSubscribeAgCDERPart',
  'oic',
] as const;

export type Module = (typeof MODULES)[number];

/** Whether the permissions, as the legacy lists them, hold every one of these modules. */
export const holdsAll = (permissions: readonly string[], ...modules: readonly Module[]): boolean =>
  modules.every((module) => permissions.includes(module));

/** Whether the selected file (or the person) holds a module: how screens ask, never by a bare string. */
export type HoldsModule = (module: Module) => boolean;
