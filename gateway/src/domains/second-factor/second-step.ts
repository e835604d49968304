import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../../config.ts';
import type { GatewayContext } from '../../context.ts';
import { cookieOptions, sealSession, setSessionCookie, unsealSession } from '../../http/session-cookie.ts';
import type { PortalSession } from '../../transport/legacy-identity.ts';
import type { ApiTokens } from '../api-tokens/api-tokens.ts';
import { isRememberedDevice, rememberDevice } from './remembered-device.ts';
import type { SecondFactors } from './second-factors.ts';

/**
 * Between a password the legacy accepted and the code of a second factor, the browser holds the legacy session
 * sealed in this cookie, not in the session cookie: no call of the portal is made with it until the code is right.
 */
export const SECOND_STEP_COOKIE = 'portail_second_step';
/** Five minutes to open one's app and type a code, after which the password is asked again. */
const SECOND_STEP_SECONDS = 5 * 60;

export function setSecondStepCookie(
  reply: FastifyReply,
  config: GatewayConfig,
  session: PortalSession,
): void {
  const value = sealSession(config.cookieSecret, SECOND_STEP_COOKIE, session, SECOND_STEP_SECONDS);
  reply.setCookie(SECOND_STEP_COOKIE, value, { ...cookieOptions(config), maxAge: SECOND_STEP_SECONDS });
}

/** The session waiting for its second step in this browser, or null (none, changed or expired). */
export function secondStepOf(request: FastifyRequest, config: GatewayConfig): PortalSession | null {
  const value = request.cookies[SECOND_STEP_COOKIE];
  return value === undefined ? null : unsealSession(config.cookieSecret, SECOND_STEP_COOKIE, value);
}

export function clearSecondStepCookie(reply: FastifyReply, config: GatewayConfig): void {
  reply.clearCookie(SECOND_STEP_COOKIE, cookieOptions(config));
}

/** What deciding on a second step reads: the person's factors, and when their password last changed. */
export interface SecondStepSources {
  secondFactors: Pick<SecondFactors, 'list'>;
  apiTokens: Pick<ApiTokens, 'passwordChangedAt'>;
}

/**
 * Whether a person whose legacy session was just opened must still pass the second step: they have a factor, and
 * this browser is not one they asked to remember with their factors as they stand, since their last password
 * change ("Se souvenir de cet appareil"). Throws while the factors cannot be read: nobody who may have one is
 * signed in without it.
 */
export async function needsSecondStep(
  request: FastifyRequest,
  config: GatewayConfig,
  { secondFactors, apiTokens }: SecondStepSources,
  userId: string,
): Promise<boolean> {
  const factors = await secondFactors.list(userId);
  if (factors.length === 0) return false;
  return !isRememberedDevice(request, config, userId, factors, await apiTokens.passwordChangedAt(userId));
}

/**
 * What every way in but the sign-in form does with the legacy session it opened (an invitation's sign-up, the
 * external sign-in): the portal session, or for a person with a second factor, in a browser not remembered, the
 * second step, 'second-step' then. Throws while the factors cannot be read.
 */
export async function sessionOrSecondStep(
  request: FastifyRequest,
  reply: FastifyReply,
  config: GatewayConfig,
  sources: SecondStepSources,
  session: PortalSession,
): Promise<'session' | 'second-step'> {
  if (await needsSecondStep(request, config, sources, session.identity.userId)) {
    setSecondStepCookie(reply, config, session);
    return 'second-step';
  }
  setSessionCookie(reply, config, session);
  return 'session';
}

/**
 * The second step passed (a code or a passkey): the session waiting in its cookie becomes the portal session, and
 * the browser is remembered for 30 days when the person asked.
 */
export async function openSessionAfterSecondStep(
  ctx: GatewayContext,
  pending: PortalSession,
  remember: boolean,
) {
  const { userId } = pending.identity;
  if (remember) rememberDevice(ctx.reply, ctx.config, userId, await ctx.secondFactors.list(userId));
  clearSecondStepCookie(ctx.reply, ctx.config);
  setSessionCookie(ctx.reply, ctx.config, pending);
  ctx.legacy.useSession(pending);
  return { viewer: pending.identity, secondStepRequired: false, errors: [] };
}
