import { SESSION_COOKIE, sessionCookieValue } from '../http/session-cookie.ts';
import { startGatewayAgainst, TOKEN } from './fake-legacy.ts';

const PRODUCTION_COOKIE_SECRET = 'secret-de-production-pour-les-tests-unitaires';
/** The legacy token of `collaboratorSession`: a fake legacy that knows it answers a collaborator for it. */
export const COLLABORATOR_TOKEN = 'jeton-collaborateur';

/**
 * The gateway as the firm runs it (NODE_ENV=production), with the cookies of the owner and of a collaborator
 * signed for it. Hand-written documents are accepted from everyone unless `ARBITRARY_OPERATIONS` says otherwise:
 * the masking and limits these tests prove are what a collaborator's documents meet in production.
 */
export async function startProductionGatewayAgainst(legacyUrl: string, env: Record<string, string> = {}) {
  const gateway = await startGatewayAgainst(legacyUrl, {
    NODE_ENV: 'production',
    COOKIE_SECRET: PRODUCTION_COOKIE_SECRET,
    ARBITRARY_OPERATIONS: 'all',
    ...env,
  });
  const signed = (token: string, userId: string, typeUtilisateur: string) =>
    `${SESSION_COOKIE}=${sessionCookieValue(PRODUCTION_COOKIE_SECRET, {
      token,
      identity: { userId, typeUtilisateur },
    })}`;
  return {
    ...gateway,
    session: signed(TOKEN, 'proprietaire@demo.fr', 'client'),
    collaboratorSession: signed(COLLABORATOR_TOKEN, 'collaborateur', 'collab'),
  };
}
