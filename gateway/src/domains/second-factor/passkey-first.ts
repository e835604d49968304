import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../../config.ts';
import { cookieOptions, openText, sealText } from '../../http/session-cookie.ts';
import type { Passkeys } from './passkeys.ts';

/**
 * The passkey-first sign-in (decision 011): a passkey chosen in the login field's autofill proves the second
 * factor for the one sign-in that follows in this browser, within the minutes the person takes to type the
 * password. The cookie holds a grant the store gives back once (GETDEL), so a copy of it spares nothing more.
 */
const PASSKEY_FIRST_SECONDS = 5 * 60;

// Named per person as the remembered browser's cookie is: the name tells nobody whose it is.
const cookieName = (config: GatewayConfig, userId: string) =>
  `portail_cle_${createHmac('sha256', config.cookieSecret).update(`passkey first ${userId}`).digest('hex').slice(0, 16)}`;
const purpose = (userId: string) => `portail passkey first ${userId}`;

export async function setPasskeyFirstCookie(
  reply: FastifyReply,
  config: GatewayConfig,
  passkeys: Passkeys,
  userId: string,
): Promise<void> {
  const grant = await passkeys.grant(userId);
  reply.setCookie(cookieName(config, userId), sealText(config.cookieSecret, purpose(userId), grant), {
    ...cookieOptions(config),
    maxAge: PASSKEY_FIRST_SECONDS,
  });
}

/**
 * Whether this person's passkey was chosen in this browser for this sign-in; used up by the sign-in that asks.
 * Throws while the store cannot be read (the sign-in is then refused).
 */
export async function takePasskeyFirst(
  request: FastifyRequest,
  reply: FastifyReply,
  config: GatewayConfig,
  passkeys: Passkeys,
  userId: string,
): Promise<boolean> {
  const name = cookieName(config, userId);
  const value = request.cookies[name];
  if (value === undefined) return false;
  reply.clearCookie(name, cookieOptions(config));
  const grant = openText(config.cookieSecret, purpose(userId), value);
  return grant !== null && (await passkeys.takeGrant(grant)) === userId;
}
