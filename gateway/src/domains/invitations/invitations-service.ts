import { SECOND_FACTOR_UNAVAILABLE } from '@portal/schema/rules/second-factor';
import {
  INVITATION_ACCEPT_FAILED,
  invitationRefusal,
  invitationState,
} from '@portal/schema/rules/invitations';
import {
  invitationIdentityInput,
  invitationLoginInput,
  type InvitationLoginInput as LoginForm,
} from '@portal/schema/rules/registration';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  InvitationLoginInput,
  ResolversTypes,
  SignUpWithInvitationInput,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { forgetLinkedAccount, linkedAccountFor } from '../external-sign-in/linked-account.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { LegacyError } from '../../transport/legacy-error.ts';
import type { LegacyInvitation } from '../legacy-shapes.ts';
import { sessionOrSecondStep } from '../second-factor/second-step.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';
import { LINK_EXPIRED, throttled } from '../registration/registration-service.ts';

/** The invitation of a link, or null when the legacy knows none. */
export async function invitation(ctx: GatewayContext, id: string): Promise<LegacyInvitation | null> {
  try {
    return await ctx.legacy.invitations.byId(id);
  } catch (error) {
    if (error instanceof LegacyError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Spec 000 §4: answered (accepted or refused) or expired invitations cannot be accepted; null when it can. */
export function refusalOf(invitation: LegacyInvitation, now = new Date()): string | null {
  return invitationRefusal(
    invitationState({ ...invitation, dateExpiration: invitation.dateExpiration ?? '9999-12-31' }, now),
  );
}

/** Accepts for the signed-in person: the state re-checked here first, so a refused one never reaches the legacy. */
export async function acceptInvitation(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['AcceptInvitationPayload']> {
  // Spec 000 §2.3: only a signed-in person can accept.
  if (!ctx.legacy.hasSession) throw gatewayError('UNAUTHENTICATED');
  // The legacy accepts any pending invitation for whoever sends its id (issue 42): only one it lists among the
  // person's received invitations, so addressed to their e-mail, is accepted. Both asked at once.
  const [found, received] = await Promise.all([invitation(ctx, id), ctx.legacy.droits.invitations()]);
  if (!found) throw gatewayError('NOT_FOUND');
  const refusal = refusalOf(found);
  if (refusal) return { accepted: false, viewer: null, errors: [{ field: null, message: refusal }] };
  if (!received.some((mine) => mine.id === found.id))
    return { accepted: false, viewer: null, errors: [{ field: null, message: INVITATION_ACCEPT_FAILED }] };
  const result = await legacyChange(() => ctx.legacy.invitations.accept(id));
  if ('errors' in result) return { accepted: false, viewer: null, errors: result.errors };
  // The payload's viewer reads the person's files and invitations again, as they are after the acceptance.
  ctx.legacy.sharing.forgetReceived();
  return { accepted: true, viewer: await requireViewer(ctx), errors: [] };
}

/**
 * Step 1's form as the rules read it, with the external account it links, if any: that account's e-mail is then
 * the login and no password is sent (spec 000 §2.3). Null when the form asks for an external account the gateway
 * no longer holds.
 */
function loginForm(ctx: GatewayContext, input: InvitationLoginInput) {
  const linked = linkedAccountFor(ctx.req, ctx.config, input.external);
  if (!linked) return null;
  const { account } = linked;
  const email = account ? (account.email ?? '') : input.email;
  const parsed = invitationLoginInput.safeParse({
    email,
    emailConfirmation: account ? email : input.emailConfirmation,
    pwd: account ? '' : input.password,
    confirmation: account ? '' : input.passwordConfirmation,
    external: account !== null,
  });
  return { parsed, subject: account?.subject ?? null };
}

/** The throttle's key: a stranger's guesses of e-mails in use count against the address, as sign-ins do. */
const throttleKey = (login: LoginForm) => `invitation:${login.email.toLowerCase()}`;

/** Step 1 of the invitation sign-up (spec 000 §5): the rules, then the legacy's checkBeforeRegister. */
export async function checkInvitationLogin(
  ctx: GatewayContext,
  input: InvitationLoginInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['CheckInvitationLoginPayload']> {
  const form = loginForm(ctx, input);
  if (!form) return { ok: false, errors: LINK_EXPIRED };
  const { parsed, subject } = form;
  if (!parsed.success) return { ok: false, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  const errors = await throttled(ctx, info, throttleKey(parsed.data), async () => {
    await ctx.legacy.registration.checkBeforeRegister(parsed.data.email, subject);
    return [];
  });
  return { ok: errors.length === 0, errors };
}

/**
 * Both steps re-checked, the invitation still acceptable, then the legacy creates the account, accepts and opens
 * its session, which becomes the portal's: the person is signed in on the invitation's files.
 */
export async function signUpWithInvitation(
  ctx: GatewayContext,
  id: string,
  input: SignUpWithInvitationInput,
  info: GraphQLResolveInfo,
): Promise<ResolversTypes['SignUpWithInvitationPayload']> {
  const form = loginForm(ctx, input.login);
  if (!form) return { viewer: null, secondStepRequired: false, errors: LINK_EXPIRED };
  const { parsed: login, subject } = form;
  if (!login.success)
    return {
      viewer: null,
      secondStepRequired: false,
      errors: issuesAsUserErrors(login.error.issues, ['input', 'login']),
    };
  const identity = invitationIdentityInput.safeParse(input);
  if (!identity.success)
    return {
      viewer: null,
      secondStepRequired: false,
      errors: issuesAsUserErrors(identity.error.issues, ['input']),
    };
  const found = await invitation(ctx, id);
  if (!found) throw gatewayError('NOT_FOUND');
  const refusal = refusalOf(found);
  if (refusal)
    return { viewer: null, secondStepRequired: false, errors: [{ field: null, message: refusal }] };
  const { email, pwd } = login.data;
  let token: string | null = null;
  const errors = await throttled(ctx, info, throttleKey(login.data), async () => {
    token = await ctx.legacy.invitations.signUpAndAccept(id, {
      username: email,
      // Spec 000 §3: a file of the invitation stands for the dossier code the registration form asks.
      codedossier: found.dossiers[0]?.codeDossier ?? '',
      email,
      pwd,
      codeCivilite: identity.data.codeCivilite,
      nom: identity.data.nom,
      prenom: identity.data.prenom,
      external: subject,
    });
    return [];
  });
  if (token === null) return { viewer: null, secondStepRequired: false, errors };
  if (subject !== null) forgetLinkedAccount(ctx.reply, ctx.config);
  // The account just created is a client's whose login is the e-mail: the hint the sign-in would have sealed.
  const session = { token, identity: { userId: email, typeUtilisateur: 'client' } };
  let opened;
  try {
    opened = await sessionOrSecondStep(ctx.req, ctx.reply, ctx.config, ctx, session);
  } catch (error) {
    ctx.req.log.error({ err: error }, 'second factors unreadable; sign-up session not opened');
    return {
      viewer: null,
      secondStepRequired: false,
      errors: [{ field: null, message: SECOND_FACTOR_UNAVAILABLE }],
    };
  }
  if (opened === 'second-step') return { viewer: null, secondStepRequired: true, errors: [] };
  ctx.legacy.useSession(session);
  return { viewer: session.identity, secondStepRequired: false, errors: [] };
}
