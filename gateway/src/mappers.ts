// Codegen binds GraphQL types to these legacy shapes: resolvers receive them as parents (codegen.ts `mappers`).
import type { Identity } from './legacy/auth.ts';
import type { LegacyDossier } from './legacy/shapes.ts';

/** A Viewer is the identity the legacy session check answers; its fields load the rest. */
export type ViewerParent = Identity;

/** A Dossier is the legacy file, always one the viewer's rights were checked for. */
export type DossierParent = LegacyDossier;
