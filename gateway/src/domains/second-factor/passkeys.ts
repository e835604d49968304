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

  /** True when the browser signed the last challenge given to this person with one of their passkeys. */
  async authenticate(
    userId: string,
    response: AuthenticationResponseJSON,
    rp: RelyingParty,
  ): Promise<boolean> {
    const challenge = await this.#store.takeChallenge(authenticationKey(userId));
    if (challenge === null) return false;
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
