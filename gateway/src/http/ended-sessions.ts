import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTokens } from '../domains/api-tokens/api-tokens.ts';
import { deviceName } from '../domains/devices/device-name.ts';
import type { SessionRegistry } from '../domains/devices/session-registry.ts';
import type { GatewayConfig } from '../config.ts';
import {
  clearSessionCookie,
  forgetSessionOfRequest,
  sessionChangeOf,
  signedInSessionOf,
} from './session-cookie.ts';

/**
 * A browser session ends before any route reads it when a password change through the portal came after its
 * sign-in (issue 42), or when it was signed out from another device (issue 47: its id is no longer in the
 * registry): the request runs signed out and the browser forgets the cookie. Its legacy session is left to
 * expire: the gateway no longer sends it. The session that changed the password was sealed again at that instant,
 * so it goes on.
 *
 * A cookie sealed before the registry carries no id: it keeps working until it expires (12 hours at most), ended
 * by a password change still, rather than be registered at its first use, where two calls of one page would each
 * register an id of their own.
 */
export function endSessions(
  app: FastifyInstance,
  config: GatewayConfig,
  apiTokens: ApiTokens,
  registry: SessionRegistry,
): void {
  app.addHook('preHandler', async (request, reply) => {
    const signedIn = signedInSessionOf(request, config);
    if (signedIn === null) return;
    const { userId } = signedIn.session.identity;
    const [changedAt, registered] = await Promise.all([
      apiTokens.passwordChangedAt(userId),
      signedIn.sessionId === null ? true : registry.use(userId, signedIn.sessionId, Date.now()),
    ]);
    // In whole seconds, as the cookie's instant: a session sealed in the second of the change is the changer's.
    const passwordChanged = changedAt !== null && signedIn.issuedAt < Math.floor(changedAt / 1000);
    if (registered && !passwordChanged) return;
    forgetSessionOfRequest(request);
    clearSessionCookie(reply, config);
    if (passwordChanged && signedIn.sessionId !== null) await registry.remove(userId, signedIn.sessionId);
  });
  // The registry learns of a sign-in, a sign-out or a session sealed again before the browser does: its next
  // request, on any replica, finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    await recordSessionChange(request, config, registry, sessionChangeOf(reply));
    return payload;
  });
}

async function recordSessionChange(
  request: FastifyRequest,
  config: GatewayConfig,
  registry: SessionRegistry,
  { opened, closed }: ReturnType<typeof sessionChangeOf>,
): Promise<void> {
  if (opened === null && !closed) return;
  const previous = signedInSessionOf(request, config);
  if (opened) {
    const now = Date.now();
    await registry.register(opened.session.identity.userId, {
      id: opened.sessionId,
      device: deviceName(request.headers['user-agent']),
      signedInAt: now,
      lastUsedAt: now,
    });
  }
  // The browser's former session leaves the list when it signs out, or when the same person's session is sealed
  // again (a password change, a new sign-in); another person's stays theirs to see and sign out.
  const replaced = closed || previous?.session.identity.userId === opened?.session.identity.userId;
  if (previous?.sessionId && replaced)
    await registry.remove(previous.session.identity.userId, previous.sessionId);
}
