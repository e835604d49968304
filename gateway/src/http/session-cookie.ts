import { sign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from '../config.ts';
import type { Identity } from '../legacy/auth.ts';

/** The gateway's own cookie, holding the legacy session (ARCHITECTURE rule 8). */
export const SESSION_COOKIE = 'portail_session';

/**
 * The legacy token and who it belongs to. The identity is a hint, signed so it cannot be forged: it lets the
 * gateway send the collaborator header with its first calls instead of waiting for the session check, which
 * still runs in parallel and stays the only source of truth for what the viewer may do.
 */
export interface PortalSession {
  token: string;
  identity: Identity;
}

const sessionShape = z.object({
  token: z.string().regex(/^[A-Za-z0-9._~+/=-]{1,512}$/),
  identity: z.object({ userId: z.string().min(1).max(255), typeUtilisateur: z.string().min(1).max(32) }),
});

function cookieOptions(config: GatewayConfig) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure } as const;
}

const encode = (session: PortalSession) => Buffer.from(JSON.stringify(session)).toString('base64url');

/** The cookie's value as the gateway writes it (signed); tests use it to stand for a signed-in browser. */
export function sessionCookieValue(secret: string, session: PortalSession): string {
  return sign(encode(session), secret);
}

export function setSessionCookie(reply: FastifyReply, config: GatewayConfig, session: PortalSession): void {
  reply.setCookie(SESSION_COOKIE, encode(session), { ...cookieOptions(config), signed: true });
}

export function clearSessionCookie(reply: FastifyReply, config: GatewayConfig): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** The caller's session, or null; a cookie that is not signed by this deployment or not well formed is ignored. */
export function sessionOf(request: FastifyRequest): PortalSession | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw === undefined) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = sessionShape.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
