import * as oidc from 'openid-client';
import type { ExternalSignInSettings } from '../../config.ts';

/** What the gateway keeps between the redirect to the provider and its redirect back (never the browser's to read). */
export interface PendingFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The external account a finished flow proved: its subject, and its e-mail when the provider gives one. */
export interface ExternalAccount {
  subject: string;
  email: string | null;
}

/**
 * The portal as an OpenID Connect client (`openid-client`): the authorization-code flow with PKCE, state and
 * nonce. The provider's metadata is discovered on first use and kept; a failed discovery is tried again next time.
 */
export class ExternalProvider {
  readonly #settings: ExternalSignInSettings;
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(settings: ExternalSignInSettings) {
    this.#settings = settings;
  }

  #discovered(): Promise<oidc.Configuration> {
    const { issuerUrl, clientId, clientSecret } = this.#settings;
    const issuer = new URL(issuerUrl);
    this.#configuration ??= oidc
      .discovery(issuer, clientId, clientSecret, undefined, {
        // The emulator's provider of development and tests answers over plain HTTP; a real one never does.
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.#configuration = null;
        throw error;
      });
    return this.#configuration;
  }

  /** The provider's authorization address for a new flow, and what its callback must match. */
  async start(redirectUri: string): Promise<{ url: URL; pending: PendingFlow }> {
    const configuration = await this.#discovered();
    const pending: PendingFlow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /**
   * Redeems the code of the provider's redirect (`callbackUrl`, as the browser asked it) with the verifier, after
   * openid-client checked its state; the ID token's signature, issuer, audience and nonce are checked too. Throws
   * on any mismatch. The tokens stay here: only the subject and e-mail leave.
   */
  async finish(callbackUrl: URL, pending: PendingFlow): Promise<ExternalAccount> {
    const tokens = await oidc.authorizationCodeGrant(await this.#discovered(), callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider answered no ID token');
    return { subject: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
  }
}
