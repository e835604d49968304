import {
  billingEmailLocked,
  COMMUNICATION_OWNER_ONLY,
  communicationInput,
  DEFAULT_COUNTRY_ID,
  MAIL_CHANGE_FAILED,
  mailChangeInput,
  PASSWORD_CHANGE_FAILED,
  passwordChangeInput,
  type CodeMode,
} from '@portal/schema/rules/account';
import type {
  ChangeMailInput,
  ChangePasswordInput,
  CommunicationChange,
  Country,
  FileCommunication,
  ResolversTypes,
  SaveCommunicationInput,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { isCollaborateur, requireViewer, viewerDossiers } from '../dossier/dossier-access.ts';
import { forgetLinkedAccount, linkedAccountFor } from '../external-sign-in/linked-account.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyCommunication } from './account-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';
import { sessionOf, setSessionCookie } from '../../http/session-cookie.ts';
import { LINK_EXPIRED } from '../registration/registration-service.ts';

const OWNER_ROLE = 1;

function changeOf(
  date: string | null,
  utilisateur: string | null,
  agent: string | null,
): CommunicationChange | null {
  if (!date) return null;
  return agent
    ? { date, auteur: agent, parAgent: true }
    : { date, auteur: utilisateur ?? '', parAgent: false };
}

/** A file's contact details as the screen shows them: defaults applied, decisions computed. */
function communicationOf(
  ctx: GatewayContext,
  c: LegacyCommunication,
  dossier: LegacyDossier,
): FileCommunication {
  return {
    id: c.codeDossier,
    codeDossier: c.codeDossier,
    raisonSociale: dossier.raisonSociale,
    viewerCanEdit: dossier.idRole === OWNER_ROLE,
    telephone: c.telephone ?? '',
    indicatifTelephone: String(c.indicatifTelephone ?? DEFAULT_COUNTRY_ID),
    portable: c.portable ?? '',
    indicatifPortable: String(c.indicatifPortable ?? DEFAULT_COUNTRY_ID),
    emailPrincipal: c.emailPrincipal ?? '',
    emailFacturation: c.emailFacturation ?? '',
    facturationElectronique: c.facturationElectronique ?? false,
    emailFacturationVerrouille: billingEmailLocked(c.emailFacturation, ctx.config.einvoicingDomain),
    modifications: {
      telephone: changeOf(
        c.dateModificationTelephone,
        c.utilisateurModificationTelephone,
        c.agentModificationTelephone,
      ),
      portable: changeOf(
        c.dateModificationPortable,
        c.utilisateurModificationPortable,
        c.agentModificationPortable,
      ),
      emailPrincipal: changeOf(
        c.dateModificationEmailPrincipal,
        c.utilisateurModificationEmailPrincipal,
        c.agentModificationEmailPrincipal,
      ),
      emailFacturation: changeOf(
        c.dateModificationEmailFacturation,
        c.utilisateurModificationEmailFacturation,
        c.agentModificationEmailFacturation,
      ),
    },
  };
}

/** The contact details of each of the viewer's files, in the order of the files; none for a collaborator. */
export async function viewerCommunications(ctx: GatewayContext): Promise<FileCommunication[]> {
  const identity = await requireViewer(ctx);
  if (isCollaborateur(identity)) return [];
  // The files the viewer sees: a token limited to files lists only theirs.
  const [communications, dossiers] = await Promise.all([
    ctx.legacy.account.communications(),
    viewerDossiers(ctx, identity),
  ]);
  return dossiers.flatMap((dossier) => {
    const c = communications.find((x) => x.codeDossier === dossier.codeDossier);
    return c ? [communicationOf(ctx, c, dossier)] : [];
  });
}

export async function countries(ctx: GatewayContext): Promise<Country[]> {
  await requireViewer(ctx);
  return (await ctx.legacy.account.countries()).map((c) => ({ ...c, id: String(c.id) }));
}

/**
 * Saves a file's contact details: the rules first, then the owner check (FORBIDDEN for any other role), both
 * before the legacy's PUT. A billing e-mail the owner may not change (locked, or no electronic invoicing) is sent
 * back as it was.
 */
export async function saveCommunication(
  ctx: GatewayContext,
  input: SaveCommunicationInput,
): Promise<ResolversTypes['SaveCommunicationPayload']> {
  const parsed = communicationInput.safeParse(input);
  if (!parsed.success)
    return { communication: null, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  const identity = await requireViewer(ctx);
  const dossiers = isCollaborateur(identity) ? [] : await ctx.legacy.user.dossiers();
  const dossier = dossiers.find((d) => d.codeDossier === input.codeDossier);
  if (dossier?.idRole !== OWNER_ROLE) throw gatewayError('FORBIDDEN', COMMUNICATION_OWNER_ONLY, true);
  const current = (await ctx.legacy.account.communications()).find(
    (c) => c.codeDossier === input.codeDossier,
  );
  const billingFixed =
    !current?.facturationElectronique ||
    billingEmailLocked(current.emailFacturation, ctx.config.einvoicingDomain);
  const outcome = await legacyChange(() =>
    ctx.legacy.account.saveCommunication({
      codeDossier: input.codeDossier,
      ...parsed.data,
      emailFacturation: billingFixed ? (current?.emailFacturation ?? '') : parsed.data.emailFacturation,
    }),
  );
  if ('errors' in outcome) return { communication: null, errors: outcome.errors };
  return { communication: communicationOf(ctx, outcome.done, dossier), errors: [] };
}

type Sent = ResolversTypes['SendConfirmationCodePayload'];

async function sendCode(ctx: GatewayContext, type: 'mail' | 'pwd', mode: CodeMode): Promise<Sent> {
  const identity = await requireViewer(ctx);
  const outcome = await legacyChange(() =>
    ctx.legacy.account.sendValidationCode(type, identity.userId, mode),
  );
  return 'errors' in outcome ? { sent: false, errors: outcome.errors } : { sent: true, errors: [] };
}

/** The code of a change of password goes by mail (spec 000 §7: the SMS is for the change of e-mail). */
export const sendPasswordChangeCode = (ctx: GatewayContext) => sendCode(ctx, 'pwd', 'mail');
export const sendMailChangeCode = (ctx: GatewayContext, mode: CodeMode) => sendCode(ctx, 'mail', mode);

/** A change the legacy answers with a truthy flag: its refusal as returned, a falsy flag as `failed`. */
async function flaggedChange(change: () => Promise<boolean>, failed: string): Promise<UserError[]> {
  const outcome = await legacyChange(change);
  if ('errors' in outcome) return outcome.errors;
  return outcome.done ? [] : [{ field: null, message: failed }];
}

/** Change of password: the 8-character rule re-checked, then dopwdupdate (`data.resultLdap` truthy is success). */
export async function changePassword(
  ctx: GatewayContext,
  input: ChangePasswordInput,
): Promise<ResolversTypes['ChangePasswordPayload']> {
  const parsed = passwordChangeInput.safeParse({
    pwd: input.password,
    confirmation: input.passwordConfirmation,
    securecode: input.securecode,
  });
  if (!parsed.success) return { changed: false, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  const identity = await requireViewer(ctx);
  const errors = await flaggedChange(
    () =>
      ctx.legacy.account.updatePassword({
        pwd: parsed.data.pwd,
        username: identity.userId,
        securecode: parsed.data.securecode.trim(),
      }),
    PASSWORD_CHANGE_FAILED,
  );
  if (errors.length > 0) return { changed: false, errors };
  // Issue 42: the other sessions end and the tokens pause; this session, sealed again now, goes on.
  await ctx.apiTokens.passwordChanged(identity.userId);
  const session = sessionOf(ctx.req, ctx.config);
  if (session) setSessionCookie(ctx.reply, ctx.config, session);
  return { changed: true, errors };
}

/**
 * Change of e-mail: the new address twice and the code, and for an account of the external provider a password
 * twice; then domailupdate (truthy `data` is success). With `external`, the external account the gateway holds for
 * this form is associated instead (togoogle, spec 000 §4): only the code is read, and the subject comes from the
 * signed cookie, never from the input.
 */
export async function changeMail(
  ctx: GatewayContext,
  input: ChangeMailInput,
): Promise<ResolversTypes['ChangeMailPayload']> {
  const linked = linkedAccountFor(ctx.req, ctx.config, input.external);
  if (!linked) return { sent: false, errors: LINK_EXPIRED };
  const identity = await requireViewer(ctx);
  const profile = await ctx.legacy.user.profile();
  const external = profile.compteExterne ?? false;
  const parsed = mailChangeInput.safeParse({
    mail: input.mail,
    mailConfirmation: input.mailConfirmation,
    securecode: input.securecode,
    external,
    linked: linked.account !== null,
    pwd: input.password,
    confirmation: input.passwordConfirmation,
  });
  if (!parsed.success) return { sent: false, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  // The association keeps the address: the legacy ignores the mail fields with togoogle.
  const mail = linked.account ? (profile.mail ?? identity.userId) : parsed.data.mail.trim();
  const errors = await flaggedChange(
    () =>
      ctx.legacy.account.updateMail({
        mail,
        username: identity.userId,
        newusername: linked.account ? identity.userId : mail,
        codedossier: null,
        securecode: parsed.data.securecode.trim(),
        isgoogle: external,
        togoogle: linked.account !== null,
        password: external && !linked.account ? parsed.data.pwd : null,
        external: linked.account?.subject ?? null,
      }),
    MAIL_CHANGE_FAILED,
  );
  if (errors.length === 0 && linked.account) forgetLinkedAccount(ctx.reply, ctx.config);
  return { sent: errors.length === 0, errors };
}
