import {
  signInInput,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '@portal/schema/rules/sign-in';
import type { GraphQLResolveInfo } from 'graphql';
import type { ResolversTypes, SignInInput } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { clearSessionCookie, sessionOf, setSessionCookie } from '../../http/session-cookie.ts';
import { isSoleSignInOfRequest } from './sign-in-throttle.ts';
import { issuesAsUserErrors } from '../../graphql/user-errors.ts';

const throttled = { viewer: null, errors: [{ field: null, message: TOO_MANY_ATTEMPTS_MESSAGE }] };

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
  if (!parsed.success) return { viewer: null, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
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
  if (session === null) {
    return { viewer: null, errors: [{ field: null, message: WRONG_CREDENTIALS_MESSAGE }] };
  }
  await attempt.succeeded();
  await ctx.apiTokens.refreshDelegation(session);
  setSessionCookie(ctx.reply, ctx.config, session);
  ctx.legacy.useSession(session);
  return { viewer: session.identity, errors: [] };
}

/** Closes the legacy session and the portal's; `ok` says whether the legacy could be told. */
export const CLEAR_SITE_DATA = '"cache", "storage"';

export async function signOut(ctx: GatewayContext): Promise<ResolversTypes['SignOutPayload']> {
  let legacyClosed = true;
  const session = sessionOf(ctx.req, ctx.config);
  if (session) await ctx.apiTokens.endDelegation(session);
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
