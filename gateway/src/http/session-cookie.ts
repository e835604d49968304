import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { GatewayConfig } from '../config.ts';
import type { PortalSession } from '../transport/legacy-identity.ts';

/** The gateway's own cookie, holding the legacy session (ARCHITECTURE rule 8). */
export const SESSION_COOKIE = 'portail_session';

/**
 * How long a cookie is honoured after the sign-in, whatever the browser keeps: a working day. The legacy may end
 * its session sooner; it stays the judge of every call.
 */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

const sealedShape = z.object({
  token: z.string().regex(/^[A-Za-z0-9._~+/=-]{1,512}$/),
  identity: z.object({ userId: z.string().min(1).max(255), typeUtilisateur: z.string().min(1).max(32) }),
  /** Issued at and expires at, in seconds since the epoch. */
  iat: z.number().int(),
  exp: z.number().int(),
  /**
   * The browser session's id in the registry of signed-in devices (`domains/devices/`); absent from the cookies
   * sealed before the registry, which keep working until they expire.
   */
  sid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .optional(),
});

// AES-256-GCM: the browser can neither read the token nor change a bit of the cookie unnoticed. The purpose (the
// cookie's name) is authenticated data, so a value sealed for another purpose with the same key is refused here.
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

/** A key of its own for the cookie, derived from COOKIE_SECRET (HKDF-SHA-256), once per secret. */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'portail-client', 'portail_session aes-256-gcm', 32));
    keys.set(secret, key);
  }
  return key;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A session sealed for one purpose (the cookie, an API token's delegation), valid `lifetimeSeconds`. */
export function sealSession(
  secret: string,
  purpose: string,
  session: PortalSession,
  lifetimeSeconds: number,
  issuedAt: number = nowInSeconds(),
  sessionId?: string,
): string {
  const payload = {
    token: session.token,
    identity: session.identity,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
    sid: sessionId,
  };
  return sealText(secret, purpose, JSON.stringify(payload));
}

/**
 * A text sealed for one purpose with the cookie's key (AES-256-GCM): unreadable and unchangeable without
 * COOKIE_SECRET; what the gateway keeps that must not be read plain (a second factor's secret) is sealed so.
 */
export function sealText(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv).setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/** The text `sealText` sealed for `purpose` with this secret, or null when sealed otherwise or changed. */
export function openText(secret: string, purpose: string, value: string): string | null {
  const sealed = Buffer.from(value, 'base64url');
  // Base64 decoding skips stray characters and ignores the spare bits of the last one: only the exact text the
  // gateway wrote is read, so that no change to the cookie goes unnoticed.
  if (sealed.toString('base64url') !== value || sealed.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), sealed.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    })
      .setAAD(Buffer.from(purpose))
      .setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

interface Unsealed {
  session: PortalSession;
  iat: number;
  exp: number;
  sid: string | null;
}

// A browser sends the same sealed value with every call of its working day, and opening it (AES-GCM, then the
// shape's check) at every call was a visible part of the gateway's CPU (decision 006): what a value holds is kept
// for the values seen last. The key is the secret, the purpose and the exact value, so only the very text once opened
// finds its content; the expiry is still checked at every use.
const unsealed = new LRUCache<string, Unsealed>({ max: 5_000 });

/** The session a value sealed for `purpose` holds, or null when sealed otherwise, changed or expired. */
export function unsealSession(secret: string, purpose: string, value: string): PortalSession | null {
  return unsealedValue(secret, purpose, value)?.session ?? null;
}

function unsealedValue(secret: string, purpose: string, value: string): Unsealed | null {
  const cacheKey = `${secret}\0${purpose}\0${value}`;
  const known = unsealed.get(cacheKey) ?? openSealed(secret, purpose, value);
  if (!known || known.exp <= nowInSeconds()) return null;
  unsealed.set(cacheKey, known);
  return known;
}

function openSealed(secret: string, purpose: string, value: string): Unsealed | null {
  const plain = openText(secret, purpose, value);
  if (plain === null) return null;
  try {
    const parsed = sealedShape.safeParse(JSON.parse(plain));
    if (!parsed.success) return null;
    const { token, identity, iat, exp, sid } = parsed.data;
    // Shared by every call that sends this value: nobody may change it for the others.
    return {
      session: Object.freeze({ token, identity: Object.freeze(identity) }),
      iat,
      exp,
      sid: sid ?? null,
    };
  } catch {
    return null;
  }
}

/** The cookie's value as the gateway writes it (sealed); tests use it to stand for a signed-in browser. */
export function sessionCookieValue(
  secret: string,
  session: PortalSession,
  issuedAt: number = nowInSeconds(),
  sessionId?: string,
): string {
  return sealSession(secret, SESSION_COOKIE, session, SESSION_LIFETIME_SECONDS, issuedAt, sessionId);
}

/** The session a cookie value holds, or null when it was not sealed with this secret, was changed or expired. */
export function readSessionCookie(secret: string, value: string): PortalSession | null {
  return unsealSession(secret, SESSION_COOKIE, value);
}

export function cookieOptions(config: GatewayConfig) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure } as const;
}

/** A browser session opened (or sealed again) by a reply, for the registry of signed-in devices. */
export interface OpenedSession {
  sessionId: string;
  session: PortalSession;
}

// What a reply did to its browser's session, read when it is sent (`ended-sessions.ts`): every way in seals the
// session here, so the registry hears of each one without each sign-in path knowing of it.
const openedBy = new WeakMap<FastifyReply, OpenedSession>();
const closedBy = new WeakSet<FastifyReply>();

/** The session this reply opened, or whether it closed the caller's: the registry's changes when it is sent. */
export function sessionChangeOf(reply: FastifyReply): { opened: OpenedSession | null; closed: boolean } {
  return { opened: openedBy.get(reply) ?? null, closed: closedBy.has(reply) };
}

/** Seals the session in the browser's cookie under a new random id, which the registry learns as the reply goes. */
export function setSessionCookie(reply: FastifyReply, config: GatewayConfig, session: PortalSession): void {
  const sessionId = randomBytes(16).toString('base64url');
  openedBy.set(reply, { sessionId, session });
  closedBy.delete(reply);
  reply.setCookie(
    SESSION_COOKIE,
    sessionCookieValue(config.cookieSecret, session, nowInSeconds(), sessionId),
    { ...cookieOptions(config), maxAge: SESSION_LIFETIME_SECONDS },
  );
}

export function clearSessionCookie(reply: FastifyReply, config: GatewayConfig): void {
  openedBy.delete(reply);
  closedBy.add(reply);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/**
 * The caller's session with when it was signed in (seconds since the epoch) and its id in the registry of devices
 * (null for a cookie sealed before it), or null; what `sessionOf` reads, for the checks that a password change or
 * a sign-out from another device ended it (`ended-sessions.ts`).
 */
export function signedInSessionOf(
  request: FastifyRequest,
  config: GatewayConfig,
): { session: PortalSession; issuedAt: number; sessionId: string | null } | null {
  const value = request.cookies[SESSION_COOKIE];
  const known = value === undefined ? null : unsealedValue(config.cookieSecret, SESSION_COOKIE, value);
  return known && { session: known.session, issuedAt: known.iat, sessionId: known.sid };
}

/** Makes the rest of this request see no session (a session a password change ended). */
export function forgetSessionOfRequest(request: FastifyRequest): void {
  delete request.cookies[SESSION_COOKIE];
}

/** The caller's session, or null; a cookie this deployment did not seal, changed or expired is ignored. */
export function sessionOf(request: FastifyRequest, config: GatewayConfig): PortalSession | null {
  const value = request.cookies[SESSION_COOKIE];
  return value === undefined ? null : readSessionCookie(config.cookieSecret, value);
}
