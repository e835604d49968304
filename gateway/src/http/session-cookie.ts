import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.ts';

/** The gateway's own cookie, holding the legacy session token (ARCHITECTURE rule 8). */
export const SESSION_COOKIE = 'portail_session';

const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

function cookieOptions(config: GatewayConfig) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure } as const;
}

export function setSessionCookie(reply: FastifyReply, config: GatewayConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config));
}

export function clearSessionCookie(reply: FastifyReply, config: GatewayConfig): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** The legacy token of the caller, or null; anything that does not look like a token is ignored. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}
