import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { GatewayConfig } from '../../config.ts';

/**
 * Short-lived, signed (HMAC-SHA-256), HttpOnly cookies of the external sign-in: JSON with its own expiry, so a
 * copied value is refused once late even if a browser kept it. Their key is derived from COOKIE_SECRET for this use
 * alone. SameSite=Lax: the provider's redirect back is a top-level GET from another site, which must carry them.
 */
export class SignedCookie<S extends z.ZodType> {
  readonly #name: string;
  readonly #shape: S;
  readonly #path: string;
  readonly #lifetimeSeconds: number;

  constructor(options: { name: string; shape: S; path: string; lifetimeSeconds: number }) {
    this.#name = options.name;
    this.#shape = options.shape;
    this.#path = options.path;
    this.#lifetimeSeconds = options.lifetimeSeconds;
  }

  #key(config: GatewayConfig): string {
    return createHmac('sha256', config.cookieSecret).update(`portail:${this.#name}`).digest('base64url');
  }

  #options(config: GatewayConfig) {
    return { httpOnly: true, sameSite: 'lax', path: this.#path, secure: config.cookieSecure } as const;
  }

  write(reply: FastifyReply, config: GatewayConfig, value: z.input<S>): void {
    const exp = Math.floor(Date.now() / 1000) + this.#lifetimeSeconds;
    const signed = fastifyCookie.sign(JSON.stringify({ value, exp }), this.#key(config));
    reply.setCookie(this.#name, signed, { ...this.#options(config), maxAge: this.#lifetimeSeconds });
  }

  /** The cookie's value, or null when absent, not signed by this deployment, changed, expired or malformed. */
  read(request: FastifyRequest, config: GatewayConfig): z.output<S> | null {
    const raw = request.cookies[this.#name];
    if (raw === undefined) return null;
    const unsigned = fastifyCookie.unsign(raw, this.#key(config));
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      const { value, exp } = JSON.parse(unsigned.value) as { value: unknown; exp: unknown };
      if (typeof exp !== 'number' || exp <= Date.now() / 1000) return null;
      const parsed = this.#shape.safeParse(value);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  clear(reply: FastifyReply, config: GatewayConfig): void {
    reply.clearCookie(this.#name, this.#options(config));
  }
}
