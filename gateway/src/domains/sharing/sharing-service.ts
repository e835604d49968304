import {
  invitationEditable,
  invitedFiles,
  invitationFilesInput,
  isOwner,
  personRightsInput,
  RIGHTS_PRODUCT,
  rightsChanges,
  sentInvitationState,
  sharingInvitationInput,
  type FileChoice,
} from '@portal/schema/rules/sharing';
import type { ResolversTypes, UserError } from '../../__generated__/resolvers-types.ts';
import { refuseApiTokens } from '../api-tokens/session-only.ts';
import type { GatewayContext } from '../../context.ts';
import { isCollaborateur, requireViewer, viewerDossiers } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { Identity } from '../../transport/legacy-identity.ts';
import type { LegacyCategoryNode, LegacySentInvitation } from './sharing-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';

type Payload = ResolversTypes['SharingChangePayload'];
type SentPayload = ResolversTypes['SentInvitationPayload'];
type SharedFile = ResolversTypes['SharedFile'];
type SentInvitation = Awaited<ResolversTypes['SentInvitation']>;

/** The files a client owns (idRole 1); none for a collaborator, who shares nothing. */
async function ownedFiles(ctx: GatewayContext, identity: Identity): Promise<LegacyDossier[]> {
  if (isCollaborateur(identity)) return [];
  return (await viewerDossiers(ctx, identity)).filter((d) => isOwner(d.idRole));
}

/** Spec 000 §6: only an owner (idRole 1 on some file) shares. */
export async function canShare(ctx: GatewayContext, identity: Identity): Promise<boolean> {
  return (await ownedFiles(ctx, identity)).length > 0;
}

/**
 * The viewer and the owned files a change names, checked before any change reaches the legacy: FORBIDDEN when
 * one is not the viewer's own file (or when the viewer owns none), so a partner's forged call sends nothing.
 */
async function requireOwnerOf(ctx: GatewayContext, codes: readonly string[]): Promise<LegacyDossier[]> {
  const owned = await ownedFiles(ctx, await requireViewer(ctx));
  if (owned.length === 0 || codes.some((code) => !owned.some((d) => d.codeDossier === code)))
    throw gatewayError('FORBIDDEN');
  return owned;
}

/** Labels of category ids from the tree; an id the tree does not know keeps its id as label. */
function labelsOf(tree: readonly LegacyCategoryNode[]) {
  const labels = new Map<string, string>();
  const walk = (nodes: readonly LegacyCategoryNode[]) => {
    for (const n of nodes) {
      labels.set(n._id, n.libelle);
      walk(n.souscategories);
    }
  };
  walk(tree);
  return (ids: readonly string[]) => ids.map((id) => ({ id, libelle: labels.get(id) ?? id }));
}

/** What names roles and categories on the screens: the roles and the tree, read once per request. */
async function namings(ctx: GatewayContext) {
  const [roles, tree] = await Promise.all([ctx.legacy.sharing.roles(), ctx.legacy.sharing.categories()]);
  const nomRole = (idRole: number) => roles.find((r) => r.idRole === idRole)?.nomRole ?? null;
  return { nomRole, categories: labelsOf(tree) };
}

/** Spec 000 §2.3 'Mes accès': the files shared with the viewer (idRole not 1) with their categories. */
export async function acquiredAccesses(ctx: GatewayContext): Promise<ResolversTypes['DossierAccess'][]> {
  const [rights, naming] = await Promise.all([ctx.legacy.sharing.myRights(), namings(ctx)]);
  return rights.dossiers
    .filter((d) => !isOwner(d.idRole))
    .map((d) => ({
      id: d.codeDossier,
      codeDossier: d.codeDossier,
      raisonSociale: d.raisonSociale,
      idRole: d.idRole,
      nomRole: naming.nomRole(d.idRole),
      categories: naming.categories(d.autorisations[RIGHTS_PRODUCT]?.categories ?? []),
    }));
}

function sentInvitationOf(
  invitation: LegacySentInvitation,
  naming: Awaited<ReturnType<typeof namings>>,
): SentInvitation {
  const state = sentInvitationState(invitation, new Date());
  return {
    id: invitation.id,
    emailInvitee: invitation.emailInvitee,
    dateExpiration: invitation.dateExpiration,
    state,
    editable: invitationEditable(state),
    dossiers: invitation.dossiers.map((f) => ({
      codeDossier: f.codeDossier,
      raisonSociale: f.raisonSociale,
      idRole: f.idRole,
      nomRole: naming.nomRole(f.idRole),
      categories: naming.categories(f.categoriesIdAutorisees),
    })),
  };
}

/** The invitations the viewer sent; empty for anyone who owns no file (nothing is asked then). */
export async function sentInvitations(ctx: GatewayContext, identity: Identity) {
  refuseApiTokens(ctx);
  if (!(await canShare(ctx, identity))) return [];
  const [sent, naming] = await Promise.all([ctx.legacy.sharing.sentInvitations(), namings(ctx)]);
  return sent.map((invitation) => sentInvitationOf(invitation, naming));
}

/** The people with access to the viewer's files, one entry per person with their files. */
export async function sharedWith(
  ctx: GatewayContext,
  identity: Identity,
): Promise<ResolversTypes['SharedPerson'][]> {
  if (!(await canShare(ctx, identity))) return [];
  const [transmitted, naming] = await Promise.all([ctx.legacy.sharing.transmitted(), namings(ctx)]);
  const people = new Map<string, ResolversTypes['SharedPerson'] & { dossiers: SharedFile[] }>();
  for (const right of transmitted.dossiers) {
    const person = people.get(right.guidPersonne) ?? {
      id: right.guidPersonne,
      guidPersonne: right.guidPersonne,
      personne: right.personne,
      emailPersonne: right.emailPersonne,
      dossiers: [],
    };
    person.dossiers.push({
      codeDossier: right.codeDossier,
      raisonSociale: right.raisonSociale,
      idRole: right.role,
      nomRole: naming.nomRole(right.role),
      categories: naming.categories(right.categories),
    });
    people.set(right.guidPersonne, person);
  }
  return [...people.values()];
}

export async function sharingRoles(ctx: GatewayContext, identity: Identity) {
  if (!(await canShare(ctx, identity))) return [];
  return (await ctx.legacy.sharing.roles()).map((r) => ({ ...r, id: String(r.idRole) }));
}

type CategoryOut = { id: string; libelle: string; souscategories: CategoryOut[] };
const categoryOf = (n: LegacyCategoryNode): CategoryOut => ({
  id: n._id,
  libelle: n.libelle,
  souscategories: n.souscategories.map(categoryOf),
});

export async function rightsCategories(ctx: GatewayContext, identity: Identity) {
  if (!(await canShare(ctx, identity))) return [];
  return (await ctx.legacy.sharing.categories()).map(categoryOf);
}

/** A change answering the viewer, or the legacy's displayable refusal. */
async function viewerChange(ctx: GatewayContext, send: () => Promise<void>): Promise<Payload> {
  const outcome = await legacyChange(send);
  if ('errors' in outcome) return { viewer: null, errors: outcome.errors };
  return { viewer: await requireViewer(ctx), errors: [] };
}

/** Refuses an invitation received: the state is the legacy's to check (once, before it expires). */
export async function refuseInvitation(ctx: GatewayContext, invitationId: string): Promise<Payload> {
  await requireViewer(ctx);
  return viewerChange(ctx, () => ctx.legacy.sharing.refuse(invitationId));
}

/** Removes the viewer's own acquired access: FORBIDDEN for a file they do not have or own. */
export async function removeDossierAccess(ctx: GatewayContext, codeDossier: string): Promise<Payload> {
  const identity = await requireViewer(ctx);
  const file = isCollaborateur(identity)
    ? undefined
    : (await viewerDossiers(ctx, identity)).find((d) => d.codeDossier === codeDossier);
  if (!file || isOwner(file.idRole)) throw gatewayError('FORBIDDEN');
  return viewerChange(ctx, () => ctx.legacy.sharing.removeMyAccess(codeDossier));
}

const choices = (dossiers: readonly ResolversTypes['FileChoiceInput'][]): FileChoice[] =>
  dossiers.map((d) => ({ ...d, categories: [...d.categories] }));
const companyOf = (owned: readonly LegacyDossier[]) => (code: string) =>
  owned.find((d) => d.codeDossier === code)?.raisonSociale ?? code;

async function sentChange(
  ctx: GatewayContext,
  send: () => Promise<LegacySentInvitation>,
): Promise<SentPayload> {
  const outcome = await legacyChange(send);
  if ('errors' in outcome) return { invitation: null, errors: outcome.errors };
  return { invitation: sentInvitationOf(outcome.done, await namings(ctx)), errors: [] };
}

export async function inviteToShare(
  ctx: GatewayContext,
  input: ResolversTypes['InviteToShareInput'],
): Promise<SentPayload> {
  const owned = await requireOwnerOf(
    ctx,
    input.dossiers.map((d) => d.codeDossier),
  );
  const parsed = sharingInvitationInput.safeParse({ ...input, dossiers: choices(input.dossiers) });
  if (!parsed.success) return { invitation: null, errors: firstIssue(parsed.error.issues) };
  const files = invitedFiles(parsed.data.dossiers, companyOf(owned));
  return sentChange(ctx, () => ctx.legacy.sharing.invite(parsed.data.email, files));
}

/** The form shows one message at a time, in the spec's order. */
const firstIssue = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): UserError[] =>
  issuesAsUserErrors(issues.slice(0, 1), ['input']);

export async function changeSentInvitation(
  ctx: GatewayContext,
  input: ResolversTypes['ChangeSentInvitationInput'],
): Promise<SentPayload> {
  const owned = await requireOwnerOf(
    ctx,
    input.dossiers.map((d) => d.codeDossier),
  );
  const parsed = invitationFilesInput.safeParse({ dossiers: choices(input.dossiers) });
  if (!parsed.success) return { invitation: null, errors: firstIssue(parsed.error.issues) };
  const files = invitedFiles(parsed.data.dossiers, companyOf(owned));
  return sentChange(ctx, () => ctx.legacy.sharing.changeInvitation(input.invitationId, files));
}

export async function deleteSentInvitation(ctx: GatewayContext, invitationId: string): Promise<Payload> {
  await requireOwnerOf(ctx, []);
  return viewerChange(ctx, () => ctx.legacy.sharing.deleteInvitation(invitationId));
}

export async function setPersonRights(
  ctx: GatewayContext,
  input: ResolversTypes['SetPersonRightsInput'],
): Promise<Payload> {
  await requireOwnerOf(
    ctx,
    input.dossiers.map((d) => d.codeDossier),
  );
  const parsed = personRightsInput.safeParse({ dossiers: choices(input.dossiers) });
  if (!parsed.success) return { viewer: null, errors: firstIssue(parsed.error.issues) };
  return viewerChange(ctx, () =>
    ctx.legacy.sharing.setPersonRights(input.guidPersonne, rightsChanges(parsed.data.dossiers)),
  );
}

export async function withdrawAccess(
  ctx: GatewayContext,
  input: ResolversTypes['WithdrawAccessInput'],
): Promise<Payload> {
  await requireOwnerOf(ctx, [input.codeDossier]);
  return viewerChange(ctx, () => ctx.legacy.sharing.withdraw(input.codeDossier, input.guidPersonne));
}
