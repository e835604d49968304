import { ATTACHMENT_TOO_LARGE } from '@portal/schema/rules/attachments';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

// Branded rather than subclassed: graphql's two builds (ESM and CommonJS) make `instanceof GraphQLError` depend
// on which one a module loaded, and Yoga shows only its own build's errors unmasked.
const multipartErrors = new WeakSet<GraphQLError>();

function multipartError(message: string, code: string, status: number): GraphQLError {
  const error = createGraphQLError(message, { extensions: { code, http: { status } } });
  multipartErrors.add(error);
  return error;
}

/**
 * A multipart request the gateway refuses or stops reading (malformed, too large, too slow, cut): the caller's
 * doing, never the legacy's. Resolvers pass it on as it is, and the transport never counts it against the
 * legacy's breaker.
 */
export const isMultipartError = (error: unknown): error is GraphQLError =>
  typeof error === 'object' && error !== null && multipartErrors.has(error as GraphQLError);

export const badMultipart = (message: string) => multipartError(message, 'BAD_USER_INPUT', 400);

export const MALFORMED_MULTIPART = 'Le corps de la requête multipart est mal formé ou incomplet.';
export const TOO_MANY_FILES = 'La requête multipart contient trop de fichiers.';
export const MISSING_FILE = 'Un fichier annoncé manque dans la requête multipart.';
export const UPLOAD_TOO_SLOW = "L'envoi est trop lent : la requête a été interrompue.";
export const UPLOAD_TOO_LONG = "L'envoi a pris trop de temps : la requête a été interrompue.";

export const bodyTooLarge = () => multipartError(ATTACHMENT_TOO_LARGE, 'PAYLOAD_TOO_LARGE', 413);

export const bodyTooSlow = (message: string) => multipartError(message, 'REQUEST_TIMEOUT', 408);
