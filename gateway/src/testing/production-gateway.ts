import { SESSION_COOKIE, sessionCookieValue } from '../http/session-cookie.ts';
import { startGatewayAgainst, TOKEN } from './fake-legacy.ts';

const PRODUCTION_COOKIE_SECRET = 'secret-de-production-pour-les-tests-unitaires';

/** The gateway as the firm runs it (NODE_ENV=production), with the cookie of the owner signed for it. */
export async function startProductionGatewayAgainst(legacyUrl: string, env: Record<string, string> = {}) {
  const gateway = await startGatewayAgainst(legacyUrl, {
    NODE_ENV: 'production',
    COOKIE_SECRET: PRODUCTION_COOKIE_SECRET,
    ...env,
  });
  const session = `${SESSION_COOKIE}=${sessionCookieValue(PRODUCTION_COOKIE_SECRET, {
    token: TOKEN,
    identity: { userId: 'proprietaire@demo.fr', typeUtilisateur: 'client' },
  })}`;
  return { ...gateway, session };
}
