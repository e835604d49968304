import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from '../../config.ts';
import type { ExternalAccount } from './provider.ts';
import { SignedCookie } from './signed-cookies.ts';

/**
 * The external account a person just signed in with for a form that links it (registration, invitation sign-up,
 * the e-mail change of the account area): kept by the gateway in a signed HttpOnly cookie until the form is
 * sent or the person removes the link (spec 000 §4), so the browser never holds anything it could forge.
 */
const linkedAccountCookie = new SignedCookie({
  name: 'portail_compte_externe',
  shape: z.object({ subject: z.string().min(1).max(255), email: z.string().max(255).nullable() }),
  path: '/',
  // Long enough to fill in a registration form.
  lifetimeSeconds: 30 * 60,
});

export function rememberLinkedAccount(
  reply: FastifyReply,
  config: GatewayConfig,
  account: ExternalAccount,
): void {
  linkedAccountCookie.write(reply, config, account);
}

/** The external account the person signed in with for a form, or null (none, expired, or removed). */
export function linkedAccountOf(request: FastifyRequest, config: GatewayConfig): ExternalAccount | null {
  return linkedAccountCookie.read(request, config);
}

/** Removes the link (the form returns to password mode), or forgets it once the form used it. */
export function forgetLinkedAccount(reply: FastifyReply, config: GatewayConfig): void {
  linkedAccountCookie.clear(reply, config);
}

/**
 * The external account a form asks to be linked to (`external: true`): `{ account: null }` when the form links
 * none, `null` when it asks for one the gateway no longer holds (expired or removed in another tab).
 */
export function linkedAccountFor(
  request: FastifyRequest,
  config: GatewayConfig,
  external: boolean | null | undefined,
): { account: ExternalAccount | null } | null {
  if (!external) return { account: null };
  const account = linkedAccountOf(request, config);
  return account ? { account } : null;
}
