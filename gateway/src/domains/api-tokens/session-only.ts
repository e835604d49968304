import { API_TOKEN_SESSION_ONLY } from '@portal/schema/rules/api-tokens';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../context.ts';

/**
 * Root fields a token never runs, whatever its scope: they open, close or hand out credentials, or change who may
 * do what (sharing, invitations, rights, the vault, the account's e-mail and password). A leaked token must not
 * mint others, end its owner's session, nor turn itself into access that outlives its revocation (issue 42).
 */
export const SESSION_ONLY_FIELDS = new Set([
  'signIn',
  'signOut',
  'createApiToken',
  'revokeApiToken',
  'confirmApiToken',
  'renewApiTokenSession',
  'inviteToShare',
  'changeSentInvitation',
  'deleteSentInvitation',
  'acceptInvitation',
  'refuseInvitation',
  'checkInvitationLogin',
  'signUpWithInvitation',
  'setPersonRights',
  'withdrawAccess',
  'removeDossierAccess',
  'addSharedCredential',
  'updateSharedCredential',
  'deleteSharedCredential',
  'sendMailChangeCode',
  'changeMail',
  'sendPasswordChangeCode',
  'changePassword',
  'register',
  'requestAccountRecovery',
  'recoverAccount',
  'forgetLinkedExternalAccount',
  'startAuthenticatorEnrolment',
  'confirmAuthenticator',
  'renameSecondFactor',
  'removeSecondFactor',
  'verifySecondFactor',
  'startPasskeyEnrolment',
  'confirmPasskey',
  'startSecondStep',
  'verifyPasskey',
  'signOutDevice',
  'startPasskeySignIn',
  'identifyPasskey',
]);

/**
 * The refusal of what only a browser session may do: its own code, so that a script tells it from a rights
 * refusal (FORBIDDEN) and knows no other token will do.
 */
export const sessionRequired = () =>
  createGraphQLError(API_TOKEN_SESSION_ONLY, {
    extensions: { code: 'SESSION_REQUIRED', affichable: true },
  });

/** For the reads a token may not make (the vault, the ids of sent invitations): refused where they resolve. */
export function refuseApiTokens(ctx: GatewayContext): void {
  if (ctx.apiToken) throw sessionRequired();
}
