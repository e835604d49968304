import { BREACH_CHECK_FAILED } from '@portal/schema/rules/passwords';
import {
  CAPTCHA_REQUIRED,
  forgotPasswordInput,
  passwordResetInput,
} from '@portal/schema/rules/password-reset';
import { LINK_CODE_NOT_FOUND, registrationInput } from '@portal/schema/rules/registration';
import { EXTERNAL_ACCOUNT_EXPIRED } from '@portal/schema/rules/external-sign-in';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  RegisterInput,
  RequestAccountRecoveryInput,
  RecoverAccountInput,
  ResolversTypes,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import { breachedSuffixes, BREACH_PREFIX_PATTERN, type BreachedSuffix } from './breach-range.ts';
import type { GatewayContext } from '../../context.ts';
import {
  forgetLinkedAccount,
  linkedAccountFor,
  linkedAccountOf,
} from '../external-sign-in/linked-account.ts';
import { LegacyError } from '../../transport/legacy-error.ts';
import { isSoleSignInOfRequest } from '../auth/sign-in-throttle.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';

const TOO_MANY: UserError[] = [{ field: null, message: TOO_MANY_ATTEMPTS_MESSAGE }];
/** A form sent with an external account the gateway no longer holds (expired, or removed in another tab). */
export const LINK_EXPIRED: UserError[] = [{ field: null, message: EXTERNAL_ACCOUNT_EXPIRED }];

/**
 * Runs a change a stranger may try many times (a guess of a link code, of a reset uid, a mail bomb) within the
 * sign-in budgets (sign-in-throttle.ts): one per HTTP request, and every refusal counts as a failed sign-in would.
 * Answers the legacy's displayable refusal as errors, null when throttled.
 */
export async function throttled(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  key: string,
  change: () => Promise<UserError[]>,
): Promise<UserError[]> {
  if (!isSoleSignInOfRequest(ctx.req, info)) return TOO_MANY;
  const attempt = await ctx.signInThrottle.attempt(key, ctx.req.ip);
  if (attempt === null) return TOO_MANY;
  let errors: UserError[];
  try {
    const result = await legacyChange(change);
    errors = 'done' in result ? result.done : result.errors;
  } catch (error) {
    await attempt.cancelled();
    throw error;
  }
  if (errors.length === 0) await attempt.succeeded();
  return errors;
}

/** The link code of the form, else the one the legacy knows for the e-mail; null when it knows none. */
async function linkCodeOf(ctx: GatewayContext, codeliaison: string, email: string): Promise<string | null> {
  if (codeliaison !== '') return codeliaison;
  try {
    return await ctx.legacy.registration.linkCodeOf(email);
  } catch (error) {
    if (error instanceof LegacyError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Registration (spec 000 §2.3, §5): the rules re-checked, the link code looked up when missing, then the legacy. */
export async function register(
  ctx: GatewayContext,
  input: RegisterInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['RegisterPayload']> {
  const linked = linkedAccountFor(ctx.req, ctx.config, input.external);
  if (!linked) return { email: null, errors: LINK_EXPIRED };
  const parsed = registrationInput.safeParse({
    email: input.email,
    pwd: input.password,
    confirmation: input.passwordConfirmation,
    codeliaison: input.codeliaison,
    codedossier: input.codedossier,
    cgu: input.cgu,
    external: linked.account !== null,
  });
  if (!parsed.success) {
    return { email: null, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  }
  const form = parsed.data;
  const errors = await throttled(ctx, info, `inscription:${form.email}`, async () => {
    const codeliaison = await linkCodeOf(ctx, form.codeliaison, form.email);
    if (codeliaison === null) return [{ field: 'input.codeliaison', message: LINK_CODE_NOT_FOUND }];
    await ctx.legacy.registration.register({
      username: form.email,
      email: form.email,
      // Spec 000 §4: with an external account the password fields are gone; none is sent.
      pwd: linked.account ? '' : form.pwd,
      codeliaison,
      codedossier: form.codedossier,
      external: linked.account?.subject ?? null,
    });
    return [];
  });
  if (errors.length === 0 && linked.account) forgetLinkedAccount(ctx.reply, ctx.config);
  return { email: errors.length === 0 ? form.email : null, errors };
}

/** Forgot password: the captcha first (unsolved or replayed is refused), then the legacy mails the link. */
export async function requestAccountRecovery(
  ctx: GatewayContext,
  input: RequestAccountRecoveryInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['RequestAccountRecoveryPayload']> {
  const parsed = forgotPasswordInput.safeParse(input);
  if (!parsed.success) return { sent: false, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  if (!(await ctx.captcha.verify(parsed.data.captcha))) {
    return { sent: false, errors: [{ field: 'input.captcha', message: CAPTCHA_REQUIRED }] };
  }
  const errors = await throttled(ctx, info, `mot-de-passe-oublie:${parsed.data.email}`, async () => {
    await ctx.legacy.registration.forgotPassword(parsed.data.email);
    return [];
  });
  return { sent: errors.length === 0, errors };
}

/** Change password from the reset link: the 12-character rule re-checked, the legacy's refusals as returned. */
export async function recoverAccount(
  ctx: GatewayContext,
  input: RecoverAccountInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['RecoverAccountPayload']> {
  const parsed = passwordResetInput.safeParse({
    pwd: input.password,
    confirmation: input.passwordConfirmation,
    codedossier: input.codedossier,
    uid: input.uid,
  });
  if (!parsed.success) return { done: false, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  const { pwd, uid, codedossier } = parsed.data;
  const errors = await throttled(ctx, info, `reinitialisation:${codedossier.toLowerCase()}`, async () => {
    await ctx.legacy.registration.recoverAccount({ pwd, uid, codedossier: codedossier.trim() });
    return [];
  });
  return { done: errors.length === 0, errors };
}

/** The range service's suffixes for a prefix; its failure is the spec's check-failure message. */
export async function breachRange(ctx: GatewayContext, prefix: string): Promise<BreachedSuffix[]> {
  if (!BREACH_PREFIX_PATTERN.test(prefix)) {
    throw createGraphQLError('Le préfixe doit compter 5 caractères hexadécimaux.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  try {
    return await breachedSuffixes(ctx.config.breachRangeUrl, prefix, ctx.config.legacyReadTimeoutMs);
  } catch (error) {
    ctx.req.log.warn({ err: error }, 'breach range service failed');
    throw createGraphQLError(BREACH_CHECK_FAILED, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
}

/** The external account signed in with for the form being filled in, shown instead of its passwords. */
export function linkedExternalAccount(ctx: GatewayContext): ResolversTypes['LinkedExternalAccount'] | null {
  const account = linkedAccountOf(ctx.req, ctx.config);
  return account ? { email: account.email } : null;
}

/** Removes the link (spec 000 §4): the form returns to password mode. */
export function forgetLinkedExternalAccount(
  ctx: GatewayContext,
): ResolversTypes['ForgetLinkedExternalAccountPayload'] {
  forgetLinkedAccount(ctx.reply, ctx.config);
  return { linkedExternalAccount: null, errors: [] };
}
