import type { FastifyInstance } from 'fastify';
import type { ApiTokens } from '../domains/api-tokens/api-tokens.ts';
import type { GatewayConfig } from '../config.ts';
import { clearSessionCookie, forgetSessionOfRequest, signedInSessionOf } from './session-cookie.ts';

/**
 * A password change through the portal ends the person's other sessions (issue 42): a cookie signed in before the
 * change is dropped before any route reads it, so the request runs signed out and the browser forgets the
 * cookie. Its legacy session is left to expire: the gateway no longer sends it. The session that made the change
 * was sealed again at that instant, so it goes on.
 */
export function endSessionsOlderThanPasswordChanges(
  app: FastifyInstance,
  config: GatewayConfig,
  apiTokens: ApiTokens,
): void {
  app.addHook('preHandler', async (request, reply) => {
    const signedIn = signedInSessionOf(request, config);
    if (signedIn === null) return;
    const changedAt = await apiTokens.passwordChangedAt(signedIn.session.identity.userId);
    // In whole seconds, as the cookie's instant: a session sealed in the second of the change is the changer's.
    if (changedAt === null || signedIn.issuedAt >= Math.floor(changedAt / 1000)) return;
    forgetSessionOfRequest(request);
    clearSessionCookie(reply, config);
  });
}
