import { z } from 'zod';
import { CODE, ROUTE, TOKEN } from './id-patterns.ts';

export const CODE_DOSSIER_INVALID = 'Le code dossier est invalide.';
export const CODE_AGENT_INVALID = "Le code de l'agent est invalide.";
export const LEGACY_ID_INVALID = "L'identifiant est invalide.";
export const ROUTE_NAME_INVALID = 'Le nom de la page est invalide.';

export const codeDossier = z.string().regex(CODE, CODE_DOSSIER_INVALID);
export const codeAgent = z.string().regex(CODE, CODE_AGENT_INVALID);
/** An appointment's, an event's or a participant's id. */
export const legacyId = z.string().regex(TOKEN, LEGACY_ID_INVALID);
export const routeName = z.string().regex(ROUTE, ROUTE_NAME_INVALID);

/**
 * The shape of every identifier the GraphQL contract takes, by the name of the argument or input field that
 * carries it: the gateway checks each such value before any legacy call, wherever it sits in an operation.
 */
export const ID_SHAPES: Readonly<Record<string, z.ZodString>> = {
  codeDossier,
  codeAgent,
  legacyId,
  eventLegacyId: legacyId,
  routeName,
};
