import {
  SECOND_FACTOR_CODE_WRONG,
  SECOND_FACTOR_ENROLMENT_EXPIRED,
  SECOND_FACTOR_PASSWORD_REQUIRED,
  SECOND_FACTOR_PASSWORD_WRONG,
  SECOND_FACTOR_UNAVAILABLE,
  SECOND_FACTOR_UNKNOWN,
  SECOND_STEP_EXPIRED,
  secondFactorCodeInput,
  secondFactorNameInput,
} from '@portal/schema/rules/second-factor';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  ConfirmAuthenticatorInput,
  RemoveSecondFactorInput,
  RenameSecondFactorInput,
  ResolversTypes,
  SecondFactor,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { issuesAsUserErrors } from '../../graphql/user-errors.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { isSoleSignInOfRequest } from '../auth/sign-in-throttle.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import type { StoredFactor } from './second-factor-store.ts';
import { clearSecondStepCookie, secondStepOf } from './second-step.ts';

const refusal = (message: string) => [{ field: null, message }];

/** A factor as the list shows it: never its sealed secret. */
export const secondFactorOf = (factor: StoredFactor): SecondFactor => ({
  id: factor.id,
  kind: 'AUTHENTICATOR_APP',
  name: factor.name,
  createdAt: new Date(factor.createdAt).toISOString(),
  lastUsedAt: factor.lastUsedAt === null ? null : new Date(factor.lastUsedAt).toISOString(),
});

export async function viewerSecondFactors(ctx: GatewayContext): Promise<SecondFactor[]> {
  const identity = await requireViewer(ctx);
  return (await ctx.secondFactors.list(identity.userId)).map(secondFactorOf);
}

export async function viewerRecoveryCodesLeft(ctx: GatewayContext): Promise<number> {
  const identity = await requireViewer(ctx);
  return ctx.secondFactors.recoveryCodesLeft(identity.userId);
}

export async function startAuthenticatorEnrolment(
  ctx: GatewayContext,
): Promise<ResolversTypes['StartAuthenticatorEnrolmentPayload']> {
  const identity = await requireViewer(ctx);
  return { enrolment: ctx.secondFactors.startEnrolment(identity.userId), errors: [] };
}

export async function confirmAuthenticator(
  ctx: GatewayContext,
  input: ConfirmAuthenticatorInput,
): Promise<ResolversTypes['ConfirmAuthenticatorPayload']> {
  const refused = (message: string) => ({
    secondFactor: null,
    recoveryCodes: null,
    errors: refusal(message),
  });
  const named = secondFactorNameInput.safeParse({ name: input.name });
  if (!named.success) {
    return {
      secondFactor: null,
      recoveryCodes: null,
      errors: issuesAsUserErrors(named.error.issues, ['input']),
    };
  }
  const coded = secondFactorCodeInput.safeParse({ code: input.code });
  if (!coded.success) {
    return {
      secondFactor: null,
      recoveryCodes: null,
      errors: issuesAsUserErrors(coded.error.issues, ['input']),
    };
  }
  const identity = await requireViewer(ctx);
  const confirmation = await ctx.secondFactors.confirm(
    identity.userId,
    input.enrolmentKey,
    coded.data.code,
    named.data.name,
  );
  if ('refused' in confirmation) {
    return refused(
      confirmation.refused === 'expired' ? SECOND_FACTOR_ENROLMENT_EXPIRED : SECOND_FACTOR_CODE_WRONG,
    );
  }
  return {
    secondFactor: secondFactorOf(confirmation.factor),
    recoveryCodes: confirmation.recoveryCodes,
    errors: [],
  };
}

export async function renameSecondFactor(
  ctx: GatewayContext,
  input: RenameSecondFactorInput,
): Promise<ResolversTypes['RenameSecondFactorPayload']> {
  const named = secondFactorNameInput.safeParse({ name: input.name });
  if (!named.success)
    return { secondFactor: null, errors: issuesAsUserErrors(named.error.issues, ['input']) };
  const identity = await requireViewer(ctx);
  const renamed = await ctx.secondFactors.rename(identity.userId, input.secondFactorId, named.data.name);
  return renamed
    ? { secondFactor: secondFactorOf(renamed), errors: [] }
    : { secondFactor: null, errors: refusal(SECOND_FACTOR_UNKNOWN) };
}

/**
 * Removes a factor; the last one only with the password, which the legacy judges within the sign-in's budgets
 * (a stolen session must not turn the account back to a password alone, nor guess the password here).
 */
export async function removeSecondFactor(
  ctx: GatewayContext,
  input: RemoveSecondFactorInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['RemoveSecondFactorPayload']> {
  const refused = (message: string) => ({ removedId: null, errors: refusal(message) });
  const identity = await requireViewer(ctx);
  const factors = await ctx.secondFactors.list(identity.userId);
  if (!factors.some((factor) => factor.id === input.secondFactorId)) return refused(SECOND_FACTOR_UNKNOWN);
  if (factors.length === 1) {
    if (!input.password) return refused(SECOND_FACTOR_PASSWORD_REQUIRED);
    if (!isSoleSignInOfRequest(ctx.req, info)) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
    const attempt = await ctx.signInThrottle.attempt(identity.userId, ctx.req.ip);
    if (attempt === null) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
    let checked;
    try {
      checked = await ctx.legacy.auth.login(identity.userId, input.password);
    } catch (error) {
      await attempt.cancelled();
      throw error;
    }
    if (checked === null) return refused(SECOND_FACTOR_PASSWORD_WRONG);
    await attempt.succeeded();
  }
  const removed = await ctx.secondFactors.remove(identity.userId, input.secondFactorId);
  return removed ? { removedId: input.secondFactorId, errors: [] } : refused(SECOND_FACTOR_UNKNOWN);
}

/**
 * The sign-in's second step: the code is judged within the sign-in's budgets (a wrong code is a failed sign-in),
 * then the session waiting in the second step's cookie becomes the portal session.
 */
export async function verifySecondFactor(
  ctx: GatewayContext,
  code: string,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['SignInPayload']> {
  const refused = (message: string) => ({
    viewer: null,
    secondStepRequired: false,
    errors: refusal(message),
  });
  const parsed = secondFactorCodeInput.safeParse({ code });
  if (!parsed.success) {
    return { viewer: null, secondStepRequired: true, errors: issuesAsUserErrors(parsed.error.issues, []) };
  }
  const pending = secondStepOf(ctx.req, ctx.config);
  if (pending === null) return refused(SECOND_STEP_EXPIRED);
  if (!isSoleSignInOfRequest(ctx.req, info)) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
  const { userId } = pending.identity;
  const attempt = await ctx.signInThrottle.attempt(userId, ctx.req.ip);
  if (attempt === null) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
  let verified;
  try {
    verified = await ctx.secondFactors.verify(userId, parsed.data.code);
  } catch (error) {
    await attempt.cancelled();
    ctx.req.log.error({ err: error }, 'second factors unreadable; second step refused');
    return refused(SECOND_FACTOR_UNAVAILABLE);
  }
  if (!verified) return { viewer: null, secondStepRequired: true, errors: refusal(SECOND_FACTOR_CODE_WRONG) };
  await attempt.succeeded();
  clearSecondStepCookie(ctx.reply, ctx.config);
  setSessionCookie(ctx.reply, ctx.config, pending);
  ctx.legacy.useSession(pending);
  return { viewer: pending.identity, secondStepRequired: false, errors: [] };
}
