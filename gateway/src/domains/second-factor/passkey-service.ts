import {
  PASSKEY_REFUSED,
  passkeyNameInput,
  SECOND_FACTOR_UNAVAILABLE,
  SECOND_STEP_EXPIRED,
} from '@portal/schema/rules/second-factor';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { GraphQLResolveInfo } from 'graphql';
import type { ConfirmPasskeyInput, ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { issuesAsUserErrors } from '../../graphql/user-errors.ts';
import { isSoleSignInOfRequest } from '../auth/sign-in-throttle.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import { setPasskeyFirstCookie } from './passkey-first.ts';
import { relyingPartyOf, type RelyingParty } from './passkeys.ts';
import { secondFactorOf } from './second-factor-service.ts';
import { openSessionAfterSecondStep, secondStepOf } from './second-step.ts';

/** A browser's WebAuthn answer is a few kilobytes; anything much larger is not one. */
const RESPONSE_MAX_LENGTH = 64 * 1024;

const refusal = (message: string) => [{ field: null, message }];

/** The portal's address as configured, else the one this request came to (the demo, the tests). */
function relyingParty(ctx: GatewayContext): RelyingParty {
  return relyingPartyOf(ctx.config.publicOrigin ?? `${ctx.req.protocol}://${ctx.req.host}`);
}

/** The browser's answer as JSON, or null when it is not an object with an id (the library checks the rest). */
function browserAnswer<T>(text: string): T | null {
  if (text.length > RESPONSE_MAX_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { id?: unknown }).id === 'string'
      ? (parsed as T)
      : null;
  } catch {
    return null;
  }
}

export async function startPasskeyEnrolment(
  ctx: GatewayContext,
): Promise<ResolversTypes['StartPasskeyEnrolmentPayload']> {
  const identity = await requireViewer(ctx);
  const options = await ctx.secondFactors.passkeys.registrationOptions(
    identity.userId,
    identity.userId,
    relyingParty(ctx),
  );
  return { options: JSON.stringify(options), errors: [] };
}

export async function confirmPasskey(
  ctx: GatewayContext,
  input: ConfirmPasskeyInput,
): Promise<ResolversTypes['ConfirmPasskeyPayload']> {
  const named = passkeyNameInput.safeParse({ name: input.name });
  if (!named.success)
    return { secondFactor: null, errors: issuesAsUserErrors(named.error.issues, ['input']) };
  const identity = await requireViewer(ctx);
  const response = browserAnswer<RegistrationResponseJSON>(input.response);
  const passkey =
    response &&
    (await ctx.secondFactors.passkeys.register(
      identity.userId,
      response,
      named.data.name,
      relyingParty(ctx),
    ));
  return passkey
    ? { secondFactor: secondFactorOf(passkey), errors: [] }
    : { secondFactor: null, errors: refusal(PASSKEY_REFUSED) };
}

/** The second step's choices: the passkey first when the person has one, a code when they can give one. */
export async function startSecondStep(
  ctx: GatewayContext,
): Promise<ResolversTypes['StartSecondStepPayload']> {
  const refused = (message: string) => ({
    passkeyOptions: null,
    codeAccepted: false,
    errors: refusal(message),
  });
  const pending = secondStepOf(ctx.req, ctx.config);
  if (pending === null) return refused(SECOND_STEP_EXPIRED);
  const { userId } = pending.identity;
  try {
    const options = await ctx.secondFactors.passkeys.authenticationOptions(userId, relyingParty(ctx));
    return {
      passkeyOptions: options && JSON.stringify(options),
      codeAccepted: await ctx.secondFactors.takesCodes(userId),
      errors: [],
    };
  } catch (error) {
    ctx.req.log.error({ err: error }, 'second factors unreadable; second step refused');
    return refused(SECOND_FACTOR_UNAVAILABLE);
  }
}

/** The second step with a passkey, judged within the sign-in's budgets as a code is (a refusal is a failure). */
export async function verifyPasskey(
  ctx: GatewayContext,
  responseText: string,
  rememberDevice: boolean,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['SignInPayload']> {
  const refused = (message: string) => ({
    viewer: null,
    secondStepRequired: false,
    errors: refusal(message),
  });
  const pending = secondStepOf(ctx.req, ctx.config);
  if (pending === null) return refused(SECOND_STEP_EXPIRED);
  if (!isSoleSignInOfRequest(ctx.req, info)) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
  const { userId } = pending.identity;
  const attempt = await ctx.signInThrottle.attempt(userId, ctx.req.ip);
  if (attempt === null) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
  const response = browserAnswer<AuthenticationResponseJSON>(responseText);
  let verified;
  try {
    verified =
      response !== null &&
      (await ctx.secondFactors.passkeys.authenticate(userId, response, relyingParty(ctx)));
  } catch (error) {
    await attempt.cancelled();
    ctx.req.log.error({ err: error }, 'second factors unreadable; second step refused');
    return refused(SECOND_FACTOR_UNAVAILABLE);
  }
  if (!verified) return { viewer: null, secondStepRequired: true, errors: refusal(PASSKEY_REFUSED) };
  await attempt.succeeded();
  return openSessionAfterSecondStep(ctx, pending, rememberDevice);
}

/** The sign-in form's passkey offer (conditional mediation): options naming no credential, for the autofill. */
export async function startPasskeySignIn(
  ctx: GatewayContext,
): Promise<ResolversTypes['StartPasskeySignInPayload']> {
  try {
    return {
      options: JSON.stringify(await ctx.secondFactors.passkeys.signInOptions(relyingParty(ctx))),
      errors: [],
    };
  } catch (error) {
    ctx.req.log.error({ err: error }, 'second factors unreadable; passkey sign-in not offered');
    return { options: null, errors: refusal(SECOND_FACTOR_UNAVAILABLE) };
  }
}

/**
 * A passkey chosen in the login field: whose it is, for the form to fill the login. The password is still asked
 * and judged by the legacy at `signIn`, within its throttle, which then skips the second step in this browser
 * (passkey-first.ts). One answer per request, as for every way in.
 */
export async function identifyPasskey(
  ctx: GatewayContext,
  responseText: string,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['IdentifyPasskeyPayload']> {
  const refused = (message: string) => ({ login: null, errors: refusal(message) });
  if (!isSoleSignInOfRequest(ctx.req, info)) return refused(TOO_MANY_ATTEMPTS_MESSAGE);
  const response = browserAnswer<AuthenticationResponseJSON>(responseText);
  if (response === null) return refused(PASSKEY_REFUSED);
  const { passkeys } = ctx.secondFactors;
  try {
    const owner = await passkeys.identify(response, relyingParty(ctx));
    if (owner === null) return refused(PASSKEY_REFUSED);
    await setPasskeyFirstCookie(ctx.reply, ctx.config, passkeys, owner);
    return { login: owner, errors: [] };
  } catch (error) {
    ctx.req.log.error({ err: error }, 'second factors unreadable; passkey sign-in refused');
    return refused(SECOND_FACTOR_UNAVAILABLE);
  }
}
