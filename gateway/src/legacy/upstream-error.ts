import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { z } from 'zod';

export type UpstreamErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'TOO_MANY_UPSTREAM_CALLS';

const legacyErrorBody = z.object({ message: z.string(), affichable: z.boolean() });

const codeByStatus: Record<number, UpstreamErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
};

// Messages shown when the legacy does not mark its own as displayable (spec 000 §7 "Behaviour on answers").
const defaultMessages: Record<UpstreamErrorCode, string> = {
  UNAUTHENTICATED: 'Session expirée, veuillez vous reconnecter.',
  FORBIDDEN: 'Accès refusé.',
  BAD_USER_INPUT: "Une erreur interne s'est produite",
  NOT_FOUND: 'Élément introuvable.',
  CONFLICT: "Une erreur interne s'est produite",
  PAYLOAD_TOO_LARGE: 'Le fichier est trop volumineux, le poids maximal est 25 Mo',
  UPSTREAM_TIMEOUT: 'Le serveur met trop de temps à répondre, veuillez réessayer.',
  UPSTREAM_ERROR: "Une erreur interne s'est produite",
  // The area's breaker is open: the legacy failed repeatedly and is left alone for a while.
  UPSTREAM_UNAVAILABLE: 'Service momentanément indisponible, veuillez réessayer dans quelques instants.',
  // The request would make more legacy calls than LEGACY_CALLS_PER_REQUEST: refused before the excess is sent.
  TOO_MANY_UPSTREAM_CALLS: 'Cette requête demande trop de données à la fois, veuillez la découper.',
};

/** A GraphQL error the web can act on: `extensions.code`, and `extensions.affichable` for the legacy's message. */
export function gatewayError(
  code: UpstreamErrorCode,
  message = defaultMessages[code],
  affichable = false,
): GraphQLError {
  return createGraphQLError(message, { extensions: { code, affichable } });
}

/** Maps a failed legacy answer (status and parsed JSON body, if any) to the GraphQL error of ARCHITECTURE rule 5. */
export function upstreamStatusError(status: number, body: unknown): GraphQLError {
  const code = codeByStatus[status] ?? 'UPSTREAM_ERROR';
  const parsed = legacyErrorBody.safeParse(body);
  if (parsed.success && parsed.data.affichable) return gatewayError(code, parsed.data.message, true);
  return gatewayError(code);
}
