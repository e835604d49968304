import type { FastifyInstance, FastifyRequest } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';

/** Where the provider answers on the emulator: its issuer is `<the emulator's address>/oidc`. */
export const OIDC_MOUNT = '/oidc';

/** The portal's client at this provider; the gateway's defaults (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET) match. */
export const DEV_CLIENT_ID = 'portail-client';
export const DEV_CLIENT_SECRET = 'portail-client-secret-de-developpement';

/** The gateway's callback path, on whatever loopback port the gateway listens (dev, tests, demos). */
const CALLBACK_PATH = '/connexion-externe/retour';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An e-mail claim for every demo account: the login itself when it is an address. */
function emailOf(accountId: string): string {
  return accountId.includes('@') ? accountId : `${accountId}@externe.demo`;
}

function configuration(): Configuration {
  return {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: DEV_CLIENT_SECRET,
        redirect_uris: [`http://127.0.0.1${CALLBACK_PATH}`, `http://localhost${CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // The development login page (devInteractions, on by default) takes any login with any password: each login
    // is an external account of its own, so a test or a demo makes a fresh one by typing a new name.
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: emailOf(accountId), email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail in the ID token itself: the gateway reads no userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['emulateur-oidc-cles-de-developpement-seulement'] },
  };
}

/** Any port of a loopback host, on the gateway's callback path: the ports of dev and test gateways vary. */
function loopbackCallback(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.pathname === CALLBACK_PATH;
  } catch {
    return false;
  }
}

/**
 * A local OpenID Connect provider (`oidc-provider`, a certified implementation) mounted at /oidc of the emulator,
 * for development, tests and demos only (LEGACY_OIDC=on, never in production): it stands for the external
 * sign-in service ("Se connecter avec Google"). One provider per host name the emulator is reached by, because an
 * issuer is one exact address and the gateway may name the emulator 127.0.0.1 or localhost. A hook of the root
 * context, so that it sees the requests no route matches.
 */
export function mountDevOidcProvider(app: FastifyInstance): void {
  const providers = new Map<string, Provider>();

  function providerFor(request: FastifyRequest): Provider {
    const issuer = `${request.protocol}://${request.host}${OIDC_MOUNT}`;
    let provider = providers.get(issuer);
    if (!provider) {
      provider = new Provider(issuer, configuration());
      // Its registered addresses are such callbacks too: the port alone may differ from them.
      provider.Client.prototype.redirectUriAllowed = loopbackCallback;
      providers.set(issuer, provider);
    }
    return provider;
  }

  // The provider reads its own bodies (Koa): it takes the raw request before Fastify parses anything.
  app.addHook('onRequest', (request, reply, next) => {
    const url = request.raw.url ?? '';
    if (url !== OIDC_MOUNT && !url.startsWith(`${OIDC_MOUNT}/`) && !url.startsWith(`${OIDC_MOUNT}?`)) {
      next();
      return;
    }
    const provider = providerFor(request);
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_MOUNT.length) || '/';
    void provider.callback()(raw, reply.raw);
  });
}
