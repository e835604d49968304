import { RateLimiterMemory } from 'rate-limiter-flexible';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_SECONDS } from '@portal/schema/rules/sign-in';

/**
 * Counts failed sign-ins per login and per client address. Only failures count, so a person who types the
 * right password is never slowed down by someone else's attempts on another login.
 */
export class SignInThrottle {
  readonly #failures = new RateLimiterMemory({
    keyPrefix: 'sign-in-failures',
    points: SIGN_IN_MAX_FAILURES,
    duration: SIGN_IN_WINDOW_SECONDS,
  });

  /** True when the login or the address already failed SIGN_IN_MAX_FAILURES times in the window. */
  async isBlocked(login: string, address: string): Promise<boolean> {
    const states = await Promise.all(this.#keys(login, address).map((key) => this.#failures.get(key)));
    return states.some((state) => state !== null && state.consumedPoints >= SIGN_IN_MAX_FAILURES);
  }

  async recordFailure(login: string, address: string): Promise<void> {
    await Promise.all(
      // Going over the limit rejects; the count is what matters here, not the rejection.
      this.#keys(login, address).map((key) => this.#failures.consume(key).catch(() => undefined)),
    );
  }

  async recordSuccess(login: string): Promise<void> {
    await this.#failures.delete(this.#loginKey(login));
  }

  #keys(login: string, address: string): string[] {
    return [this.#loginKey(login), `address:${address}`];
  }

  #loginKey(login: string): string {
    return `login:${login.toLowerCase()}`;
  }
}
