import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { openText, sealText } from '../../http/session-cookie.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrCodeSvg,
  recoveryCodeHash,
  totpStepOf,
} from './second-factor-codes.ts';
import { Passkeys } from './passkeys.ts';
import type { SecondFactorStore, StoredApp, StoredFactor } from './second-factor-store.ts';

/** How long the person has to type the first code of an app after its QR code was shown. */
const ENROLMENT_SECONDS = 10 * 60;
const ENROLMENT_PURPOSE = 'portail second-factor enrolment';
// The owner is in the purpose: a sealed secret copied into another person's record opens nothing there.
const secretPurpose = (userId: string) => `portail second-factor secret ${userId}`;

const enrolmentShape = z.object({ userId: z.string(), secret: z.string(), exp: z.number() });

export interface Enrolment {
  enrolmentKey: string;
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export type Confirmation =
  { factor: StoredFactor; recoveryCodes: string[] | null } | { refused: 'expired' | 'wrong-code' };

/** The people's second factors over their store, with the secrets sealed by COOKIE_SECRET's key. */
export class SecondFactors {
  readonly #store: SecondFactorStore;
  readonly #cookieSecret: string;
  readonly passkeys: Passkeys;

  constructor(store: SecondFactorStore, cookieSecret: string) {
    this.#store = store;
    this.#cookieSecret = cookieSecret;
    this.passkeys = new Passkeys(store, cookieSecret);
  }

  async hasApp(userId: string): Promise<boolean> {
    return (await this.#store.factors(userId)).some((factor) => factor.kind === 'totp');
  }

  /** Whether the second step may take a code: one of an app, or a recovery code left from one. */
  async takesCodes(userId: string): Promise<boolean> {
    return (await this.hasApp(userId)) || (await this.#store.recoveryCodesLeft(userId)) > 0;
  }

  list(userId: string): Promise<StoredFactor[]> {
    return this.#store.factors(userId);
  }

  recoveryCodesLeft(userId: string): Promise<number> {
    return this.#store.recoveryCodesLeft(userId);
  }

  /** Whether the sign-in must ask for a factor; throws while the store cannot be read (the caller refuses). */
  async hasFactor(userId: string): Promise<boolean> {
    return (await this.#store.factors(userId)).length > 0;
  }

  /** A new secret and what an app needs of it; nothing is stored until `confirm`. */
  startEnrolment(userId: string): Enrolment {
    const secret = newTotpSecret();
    const state = { userId, secret, exp: Date.now() + ENROLMENT_SECONDS * 1000 };
    const uri = otpauthUri(secret, userId);
    return {
      enrolmentKey: sealText(this.#cookieSecret, ENROLMENT_PURPOSE, JSON.stringify(state)),
      secret,
      otpauthUri: uri,
      qrCodeSvg: qrCodeSvg(uri),
    };
  }

  /**
   * Adds the app of this enrolment when `code` is one of its codes now; the person's first app comes with ten
   * recovery codes, returned this once (they stay with a person left with passkeys only).
   */
  async confirm(userId: string, enrolmentKey: string, code: string, name: string): Promise<Confirmation> {
    const state = this.#enrolmentOf(enrolmentKey);
    if (state === null || state.userId !== userId || state.exp <= Date.now()) return { refused: 'expired' };
    const id = randomBytes(8).toString('hex');
    const step = totpStepOf(state.secret, code);
    if (step === null || !(await this.#store.claimStep(id, step))) return { refused: 'wrong-code' };
    const first = !(await this.hasApp(userId));
    const factor: StoredApp = {
      id,
      kind: 'totp',
      name,
      sealedSecret: sealText(this.#cookieSecret, secretPurpose(userId), state.secret),
      createdAt: Date.now(),
      lastUsedAt: null,
    };
    await this.#store.add(userId, factor);
    if (!first) return { factor, recoveryCodes: null };
    const recoveryCodes = newRecoveryCodes();
    await this.#store.setRecoveryCodes(userId, recoveryCodes.map(recoveryCodeHash));
    return { factor, recoveryCodes };
  }

  async rename(userId: string, id: string, name: string): Promise<StoredFactor | null> {
    const factor = (await this.#store.factors(userId)).find((f) => f.id === id);
    if (!factor) return null;
    const renamed = { ...factor, name };
    return (await this.#store.update(userId, renamed)) ? renamed : null;
  }

  remove(userId: string, id: string): Promise<boolean> {
    return this.#store.remove(userId, id);
  }

  /**
   * True when `code` is a code of one of the person's apps not used before, or one of their recovery codes (then
   * used up). Throws while the store cannot be read.
   */
  async verify(userId: string, code: string): Promise<boolean> {
    const factors = await this.#store.factors(userId);
    for (const factor of factors) {
      if (factor.kind !== 'totp') continue;
      const secret = openText(this.#cookieSecret, secretPurpose(userId), factor.sealedSecret);
      const step = secret === null ? null : totpStepOf(secret, code);
      if (step !== null && (await this.#store.claimStep(factor.id, step))) {
        await this.#store.update(userId, { ...factor, lastUsedAt: Date.now() });
        return true;
      }
    }
    return factors.length > 0 && this.#store.takeRecoveryCode(userId, recoveryCodeHash(code));
  }

  #enrolmentOf(enrolmentKey: string): z.infer<typeof enrolmentShape> | null {
    const plain = openText(this.#cookieSecret, ENROLMENT_PURPOSE, enrolmentKey);
    if (plain === null) return null;
    try {
      const parsed = enrolmentShape.safeParse(JSON.parse(plain));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
