import { z } from 'zod';

// The spec does not say how the legacy's identifiers are written: these shapes are ours, from CONTRACT.md and
// the legacy's data. Codes are letters and digits ("AGR001", agent "AG101"); other ids are numbers or tokens
// ("70001", "rdv-AGR001-1", "sub-70001-1"). Each starts with a letter or a digit, so none is a "." or ".." path
// segment, and none holds a character a path, a query or a multipart field would have to escape.
const CODE = /^[A-Za-z0-9]{1,20}$/;
const TOKEN = /^[A-Za-z0-9][\w-]{0,63}$/;
// A web route's name, as a guided tour names the screen it belongs to ("home", "actualites-liste").
const ROUTE = /^[A-Za-z][\w.-]{0,63}$/;

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
