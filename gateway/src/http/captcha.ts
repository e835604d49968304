import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** How long a challenge may be solved and sent (seconds): long enough to type an e-mail. */
const CHALLENGE_SECONDS = 600;

/**
 * Altcha, a self-hosted proof of work (ARCHITECTURE rule 10): the gateway signs challenges and checks the
 * widget's payload; no third party, works offline. A solved payload is taken once: replaying it is refused until
 * its challenge expires.
 * The record of used challenges is in this process's memory; replicas behind one load balancer each keep theirs.
 */
export class Captcha {
  readonly #secret: string;
  readonly #cost: number;
  /** Signature of a used challenge → when it expires (ms). */
  readonly #used = new Map<string, number>();

  constructor(secret: string, cost = 5_000) {
    this.#secret = secret;
    this.#cost = cost;
  }

  challenge(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.#cost,
      counter: randomInt(1_000, 5_000),
      deriveKey,
      expiresAt: Math.floor(now / 1000) + CHALLENGE_SECONDS,
      hmacSignatureSecret: this.#secret,
    });
  }

  /** True once for a solved, signed, unexpired challenge; false for anything else (unsolved, forged, replayed). */
  async verify(payloadBase64: string, now = Date.now()): Promise<boolean> {
    const payload = decode(payloadBase64);
    const signature = payload?.challenge.signature;
    if (!payload || !signature) return false;
    this.#forgetExpired(now);
    if (this.#used.has(signature)) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.#secret,
    }).catch(() => null);
    if (!result?.verified || this.#used.has(signature)) return false;
    this.#used.set(signature, (payload.challenge.parameters.expiresAt ?? 0) * 1000);
    return true;
  }

  #forgetExpired(now: number): void {
    for (const [signature, expiresAt] of this.#used) if (expiresAt <= now) this.#used.delete(signature);
  }
}

/** The widget sends base64 JSON `{ challenge, solution }`; anything else is no payload. */
function decode(payloadBase64: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(payloadBase64, 'base64').toString('utf8')) as Partial<Payload>;
    const { challenge, solution } = payload;
    if (typeof challenge?.parameters !== 'object' || typeof solution?.counter !== 'number') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
