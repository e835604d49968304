import { createHash, createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from '../../config.ts';
import { cookieOptions, openText, sealText } from '../../http/session-cookie.ts';
import type { StoredFactor } from './second-factor-store.ts';

/** "Se souvenir de cet appareil pendant 30 jours". */
const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

const rememberedShape = z.object({ exp: z.number(), factors: z.string() });

// One cookie per person, its name keyed by the cookie secret: two people sharing a browser each keep theirs, and
// the name tells nobody whose it is.
const cookieName = (config: GatewayConfig, userId: string) =>
  `portail_appareil_${createHmac('sha256', config.cookieSecret).update(`remembered ${userId}`).digest('hex').slice(0, 16)}`;
const purpose = (userId: string) => `portail remembered device ${userId}`;

/** The person's factors as they stand: removing (or adding) one ends every remembered browser. */
const factorsStamp = (factors: readonly StoredFactor[]) =>
  createHash('sha256')
    .update(factors.map((factor) => factor.id).join(','))
    .digest('base64url');

/** After a second step passed with "Se souvenir de cet appareil": this browser skips it for 30 days. */
export function rememberDevice(
  reply: FastifyReply,
  config: GatewayConfig,
  userId: string,
  factors: readonly StoredFactor[],
): void {
  const state = { exp: Date.now() + REMEMBER_SECONDS * 1000, factors: factorsStamp(factors) };
  reply.setCookie(
    cookieName(config, userId),
    sealText(config.cookieSecret, purpose(userId), JSON.stringify(state)),
    {
      ...cookieOptions(config),
      maxAge: REMEMBER_SECONDS,
    },
  );
}

/**
 * Whether this browser was remembered by this person, within 30 days, with the same factors as now, and since
 * their last password change through the portal (`passwordChangedAt`, ms): a new password ends every remembered
 * browser, as it ends the other sessions (decision 010).
 */
export function isRememberedDevice(
  request: FastifyRequest,
  config: GatewayConfig,
  userId: string,
  factors: readonly StoredFactor[],
  passwordChangedAt: number | null,
): boolean {
  const value = request.cookies[cookieName(config, userId)];
  const plain = value === undefined ? null : openText(config.cookieSecret, purpose(userId), value);
  if (plain === null) return false;
  try {
    const parsed = rememberedShape.safeParse(JSON.parse(plain));
    if (!parsed.success || parsed.data.factors !== factorsStamp(factors)) return false;
    const rememberedAt = parsed.data.exp - REMEMBER_SECONDS * 1000;
    return parsed.data.exp > Date.now() && (passwordChangedAt === null || rememberedAt > passwordChangedAt);
  } catch {
    return false;
  }
}
