import { createHmac, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { SecondFactorStore, StoredPasskey } from './second-factor-store.ts';

/** The name the browser shows beside the passkey it makes or offers. */
const RP_NAME = 'Portail client';
/** How long the browser's prompt stays open, and a challenge is kept: long enough to find one's phone. */
const CHALLENGE_SECONDS = 5 * 60;

const registrationKey = (userId: string) => `registration:${userId}`;
const authenticationKey = (userId: string) => `authentication:${userId}`;
// The passkey-first sign-in knows nobody yet: its challenge is kept under itself, and taken by the answer naming it.
const signInKey = (challenge: string) => `sign-in:${challenge}`;
const grantKey = (grant: string) => `sign-in-grant:${grant}`;

/** The challenge a browser's answer signed (base64url), read from its client data; null when unreadable. */
function signedChallenge(response: AuthenticationResponseJSON): string | null {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON));
    const { challenge } = clientData as { challenge?: unknown };
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

const passkeysOf = async (store: SecondFactorStore, userId: string) =>
  (await store.factors(userId)).filter((factor): factor is StoredPasskey => factor.kind === 'passkey');

/** The origin the browser stands on and the RP ID (its host name) a passkey is bound to. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

export const relyingPartyOf = (origin: string): RelyingParty => ({ origin, rpId: new URL(origin).hostname });

/**
 * Passkeys (WebAuthn) over the second factors' store, with @simplewebauthn/server: resident key and user
 * verification required, each challenge kept server side for its person and taken once.
 */
export class Passkeys {
  readonly #store: SecondFactorStore;
  readonly #cookieSecret: string;

  constructor(store: SecondFactorStore, cookieSecret: string) {
    this.#store = store;
    this.#cookieSecret = cookieSecret;
  }

  async registrationOptions(
    userId: string,
    displayName: string,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpId,
      userName: userId,
      userDisplayName: displayName,
      userID: this.#userHandle(userId),
      timeout: CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: (await passkeysOf(this.#store, userId)).map(({ credentialId, transports }) => ({
        id: credentialId,
        transports: transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.#store.putChallenge(registrationKey(userId), options.challenge, CHALLENGE_SECONDS);
    return options;
  }

  /** Adds the passkey the browser made for the last options given to this person; null when refused. */
  async register(
    userId: string,
    response: RegistrationResponseJSON,
    name: string,
    rp: RelyingParty,
  ): Promise<StoredPasskey | null> {
    const challenge = await this.#store.takeChallenge(registrationKey(userId));
    if (challenge === null) return null;
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
      });
    } catch {
      return null;
    }
    if (!verification.verified) return null;
    const { credential } = verification.registrationInfo;
    if ((await passkeysOf(this.#store, userId)).some((known) => known.credentialId === credential.id))
      return null;
    const passkey: StoredPasskey = {
      id: randomBytes(8).toString('hex'),
      kind: 'passkey',
      name,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: Date.now(),
      lastUsedAt: null,
    };
    await this.#store.add(userId, passkey);
    return passkey;
  }

  /** What the browser needs to sign in with one of the person's passkeys; null when they have none. */
  async authenticationOptions(
    userId: string,
    rp: RelyingParty,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
    const passkeys = await passkeysOf(this.#store, userId);
    if (passkeys.length === 0) return null;
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      timeout: CHALLENGE_SECONDS * 1000,
      userVerification: 'required',
      allowCredentials: passkeys.map(({ credentialId, transports }) => ({
        id: credentialId,
        transports: transports as AuthenticatorTransport[],
      })),
    });
    await this.#store.putChallenge(authenticationKey(userId), options.challenge, CHALLENGE_SECONDS);
    return options;
  }

  /**
   * The passkey-first sign-in's options (conditional mediation): no credential named, the browser offers the
   * passkeys it holds for this site in the login field's autofill.
   */
  async signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      timeout: CHALLENGE_SECONDS * 1000,
      userVerification: 'required',
    });
    await this.#store.putChallenge(signInKey(options.challenge), options.challenge, CHALLENGE_SECONDS);
    return options;
  }

  /**
   * Whose passkey signed a challenge of `signInOptions` (taken once), or null: an unknown or foreign credential,
   * a challenge never given, expired or already answered.
   */
  async identify(response: AuthenticationResponseJSON, rp: RelyingParty): Promise<string | null> {
    const given = signedChallenge(response);
    const challenge = given === null ? null : await this.#store.takeChallenge(signInKey(given));
    if (challenge === null) return null;
    const owner = await this.#store.ownerOf(response.id);
    if (owner === null || !(await this.#verify(owner, response, challenge, rp))) return null;
    return owner;
  }

  /**
   * A passkey-first sign-in's proof for the password step that follows: an opaque grant, kept as long as a
   * challenge, that `takeGrant` turns back into its person once.
   */
  async grant(userId: string): Promise<string> {
    const grant = randomBytes(18).toString('base64url');
    await this.#store.putChallenge(grantKey(grant), userId, CHALLENGE_SECONDS);
    return grant;
  }

  takeGrant(grant: string): Promise<string | null> {
    return this.#store.takeChallenge(grantKey(grant));
  }

  /** True when the browser signed the last challenge given to this person with one of their passkeys. */
  async authenticate(
    userId: string,
    response: AuthenticationResponseJSON,
    rp: RelyingParty,
  ): Promise<boolean> {
    const challenge = await this.#store.takeChallenge(authenticationKey(userId));
    return challenge !== null && this.#verify(userId, response, challenge, rp);
  }

  /** Checks the answer against one of the person's passkeys and keeps its new counter and last use. */
  async #verify(
    userId: string,
    response: AuthenticationResponseJSON,
    challenge: string,
    rp: RelyingParty,
  ): Promise<boolean> {
    const passkey = (await passkeysOf(this.#store, userId)).find(
      (known) => known.credentialId === response.id,
    );
    if (!passkey) return false;
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      });
    } catch {
      return false;
    }
    if (!verification.verified) return false;
    await this.#store.update(userId, {
      ...passkey,
      counter: verification.authenticationInfo.newCounter,
      lastUsedAt: Date.now(),
    });
    return true;
  }

  // An opaque, stable handle: the authenticator keeps it, and it should not carry the person's e-mail.
  #userHandle(userId: string): Uint8Array<ArrayBuffer> {
    const digest = createHmac('sha256', this.#cookieSecret).update(`passkey user ${userId}`).digest();
    return new Uint8Array(digest);
  }
}
