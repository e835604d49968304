import {
  signInInput,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '@portal/schema/rules/sign-in';
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session-cookie.ts';
import { isSoleSignInOfRequest } from '../sign-in-throttle.ts';

const throttled = { viewer: null, errors: [{ field: null, message: TOO_MANY_ATTEMPTS_MESSAGE }] };

export const signIn: NonNullable<MutationResolvers['signIn']> = async (_parent, { input }, ctx, info) => {
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) {
    return {
      viewer: null,
      errors: parsed.error.issues.map((issue) => ({
        field: ['input', ...issue.path].join('.'),
        message: issue.message,
      })),
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
  if (session === null) {
    return { viewer: null, errors: [{ field: null, message: WRONG_CREDENTIALS_MESSAGE }] };
  }
  await attempt.succeeded();
  setSessionCookie(ctx.reply, ctx.config, session);
  ctx.legacy.useSession(session);
  return { viewer: session.identity, errors: [] };
};

export const signOut: NonNullable<MutationResolvers['signOut']> = async (_parent, _args, ctx) => {
  let legacyClosed = true;
  try {
    if (ctx.legacy.hasSession) await ctx.legacy.auth.logout();
  } catch (error) {
    legacyClosed = false;
    ctx.req.log.warn({ err: error }, 'legacy logout failed; portal session cleared anyway');
  }
  // The portal session ends even when the legacy cannot be told: the person asked to leave.
  clearSessionCookie(ctx.reply, ctx.config);
  ctx.legacy.useSession(null);
  return { ok: legacyClosed };
};

export const authResolvers: Resolvers = { Mutation: { signIn, signOut } };
