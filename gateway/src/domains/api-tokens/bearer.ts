import {
  API_TOKEN_IN_URL,
  API_TOKEN_MALFORMED,
  API_TOKEN_PAUSED,
  API_TOKEN_PREFIX,
  API_TOKEN_REFUSED,
  API_TOKEN_SESSION_ENDED,
} from '@portal/schema/rules/api-tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAccess, ApiRefusal, ApiTokens } from './api-tokens.ts';

// The scheme is case-insensitive (RFC 9110 §11.1), and one or more spaces may follow it (RFC 6750 §2.1).
const BEARER = /^bearer +([!-~]{1,200})$/i;

/**
 * Each refusal's message and code: a paused token or one whose token session ended can be made to work again by
 * its owner, so a script tells them from a token that will never work again (unknown, expired or revoked, which
 * share one answer so that nothing tells a guesser which part was wrong).
 */
const REFUSALS: Record<ApiRefusal, { message: string; code: string }> = {
  unknown: { message: API_TOKEN_REFUSED, code: 'UNAUTHENTICATED' },
  'session-ended': { message: API_TOKEN_SESSION_ENDED, code: 'TOKEN_SESSION_ENDED' },
  paused: { message: API_TOKEN_PAUSED, code: 'TOKEN_PAUSED' },
};

/** Where a refusal says how to authenticate (RFC 6750 §3), without echoing anything the caller sent. */
const challenge = (error: 'invalid_request' | 'invalid_token') => `Bearer realm="portail", error="${error}"`;

function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  wwwAuthenticate?: string,
  code = 'UNAUTHENTICATED',
) {
  if (wwwAuthenticate) reply.header('www-authenticate', wwwAuthenticate);
  reply.header('cache-control', 'no-store');
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code } }] });
}

/**
 * The access of a request carrying `Authorization`: null without the header (a browser's cookie session), the
 * token's access, or a 401 answered here before anything else runs (so nothing reaches the legacy). A request
 * with a token is the token's alone: a cookie beside it is ignored.
 */
export async function bearerAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: ApiTokens,
): Promise<ApiAccess | null | 'answered'> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) {
    await refuse(reply, 401, API_TOKEN_MALFORMED, challenge('invalid_request'));
    return 'answered';
  }
  const access = await tokens.authenticate(request, token);
  if (typeof access === 'string') {
    const { message, code } = REFUSALS[access];
    await refuse(reply, 401, message, challenge('invalid_token'), code);
    return 'answered';
  }
  return access;
}

/**
 * A token in an address would stay in proxies' logs, browser histories and Referer headers: any request whose
 * address holds one, or an `access_token` parameter, is refused before it is routed (the logs keep only the path,
 * with a token's text cut: logger.ts).
 */
export function refuseTokensInAddresses(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.includes(API_TOKEN_PREFIX) || /[?&]access_token=/i.test(url)) {
      await refuse(reply, 400, API_TOKEN_IN_URL);
      return reply;
    }
    return undefined;
  });
}
