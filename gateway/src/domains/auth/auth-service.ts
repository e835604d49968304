import {
  signInInput,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '@portal/schema/rules/sign-in';
import { SECOND_FACTOR_UNAVAILABLE } from '@portal/schema/rules/second-factor';
import type { GraphQLResolveInfo } from 'graphql';
import type { ResolversTypes, SignInInput } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { isSoleSignInOfRequest } from './sign-in-throttle.ts';
import { takePasskeyFirst } from '../second-factor/passkey-first.ts';
import { needsSecondStep, setSecondStepCookie } from '../second-factor/second-step.ts';
import { issuesAsUserErrors } from '../../graphql/user-errors.ts';

const refused = (message: string) => ({
  viewer: null,
  secondStepRequired: false,
  errors: [{ field: null, message }],
});
const throttled = refused(TOO_MANY_ATTEMPTS_MESSAGE);

/**
 * Signs in with the firm's login service, within the sign-in budgets (sign-in-throttle.ts), and opens the portal
 * session; wrong credentials and throttling are the payload's errors.
 */
export async function signIn(
  ctx: GatewayContext,
  input: SignInInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['SignInPayload']> {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) {
    return {
      viewer: null,
      secondStepRequired: false,
      errors: issuesAsUserErrors(parsed.error.issues, ['input']),
    };
  }
  if (!isSoleSignInOfRequest(ctx.req, info)) return throttled;
  const { login, password } = parsed.data;
  // The point is taken before the legacy is asked: simultaneous attempts cannot all slip through.
  const attempt = await ctx.signInThrottle.attempt(login, ctx.req.ip);
  if (attempt === null) return throttled;
  let session;
  try {
    session = await ctx.legacy.auth.login(login, password);
  } catch (error) {
    await attempt.cancelled();
    throw error;
  }
  if (session === null) return refused(WRONG_CREDENTIALS_MESSAGE);
  const { userId } = session.identity;
  let secondStep;
  try {
    // A passkey of theirs chosen in the login field for this sign-in (passkey-first) is the second step.
    secondStep =
      (await needsSecondStep(ctx.req, ctx.config, ctx, userId)) &&
      !(await takePasskeyFirst(ctx.req, ctx.reply, ctx.config, ctx.secondFactors.passkeys, userId));
  } catch (error) {
    // Losing the store never removes a factor: nobody who may have one is signed in without it.
    await attempt.cancelled();
    ctx.req.log.error({ err: error }, 'second factors unreadable; sign-in refused');
    return refused(SECOND_FACTOR_UNAVAILABLE);
  }
  if (secondStep) {
    // The sign-in is not over: the point goes back, and the failures stay counted until the code is right.
    await attempt.cancelled();
    setSecondStepCookie(ctx.reply, ctx.config, session);
    return { viewer: null, secondStepRequired: true, errors: [] };
  }
  await attempt.succeeded();
  setSessionCookie(ctx.reply, ctx.config, session);
  ctx.legacy.useSession(session);
  return { viewer: session.identity, secondStepRequired: false, errors: [] };
}

/** Closes the legacy session and the portal's; `ok` says whether the legacy could be told. */
export const CLEAR_SITE_DATA = '"cache", "storage"';

export async function signOut(ctx: GatewayContext): Promise<ResolversTypes['SignOutPayload']> {
  let legacyClosed = true;
  try {
    if (ctx.legacy.hasSession) await ctx.legacy.auth.logout();
  } catch (error) {
    legacyClosed = false;
    ctx.req.log.warn({ err: error }, 'legacy logout failed; portal session cleared anyway');
  }
  // The portal session ends even when the legacy cannot be told: the person asked to leave.
  clearSessionCookie(ctx.reply, ctx.config);
  // Issue 23: on a shared phone the next person finds nothing of this one: the browser drops the HTTP cache and
  // everything the origin stored (the persisted Apollo cache, drafts, the service worker's caches).
  ctx.reply.header('clear-site-data', CLEAR_SITE_DATA);
  ctx.legacy.useSession(null);
  return { ok: legacyClosed };
}
