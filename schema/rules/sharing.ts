import { z } from 'zod';
import { codeDossier } from './ids.ts';
import { plainText } from './text.ts';

// Spec 000 §5, the invitation to share.
export const SHARING_EMAILS_DIFFER = 'Les emails ne correspondent pas.';
export const SHARING_NO_FILE = 'Veuillez sélectionner au moins un dossier à inviter.';
export const SHARING_ROLE_MISSING = 'Veuillez sélectionner un rôle pour le(s) dossier(s) sélectionnés.';
export const SHARING_EMAIL_INCOMPLETE = "Veuillez compléter les champs concernant l'email.";

// Spec 000 §8, sharing.
export const SHARING_INVITATION_LOAD_FAILED = "Une erreur est survenue lors du chargement de l'invitation.";
export const INVITATION_SENT = 'Invitation transmise';
export const INVITATION_UPDATED = 'Invitation mise à jour';
export const INVITATION_DELETED = 'Invitation supprimée';
export const INVITATION_DELETE_FAILED = "Une erreur est survenue à la suppression de l'invitation";
export const RIGHTS_CHANGED = 'Droits modifiés';
export const RIGHTS_CHANGE_FAILED =
  "Une erreur s'est produite lors de la mise à jour des droits utilisateur.";
// The spec names fallbacks for creating and changing an invitation without giving their words: ours.
export const INVITATION_SEND_FAILED = "Une erreur est survenue lors de l'envoi de l'invitation.";
export const INVITATION_UPDATE_FAILED = "Une erreur est survenue lors de la modification de l'invitation.";
// The spec says confirmations exist without giving their words: ours.
export const REFUSE_INVITATION_QUESTION =
  'Voulez-vous vraiment refuser cette invitation ? Ce choix est définitif.';
export const REMOVE_ACCESS_QUESTION = 'Voulez-vous vraiment retirer cet accès ?';
export const DELETE_INVITATION_QUESTION = 'Voulez-vous vraiment supprimer cette invitation ?';
export const UNCHECK_FILE_QUESTION =
  'Voulez-vous vraiment décocher ce dossier ? Son rôle et ses catégories seront effacés.';
// Ours: what the owner-only screens and calls answer to anyone else.
export const OWNER_ONLY = 'Seul le propriétaire du dossier peut en partager l’accès.';
export const INVITATION_REFUSED = 'Invitation refusée';
export const ACCESS_REMOVED = 'Accès retiré';

/** Spec 000 §3: idRole 1 is the owner, who alone shares a file; -1 is "no role chosen" (§4). */
export const OWNER_ROLE = 1;
export const NO_ROLE = -1;
/** Spec 000 §3: the rights category tree has up to three levels. */
export const CATEGORY_TREE_DEPTH = 3;
/** The product the categories of a file's rights belong to (Autorisations{product}): the document store. */
export const RIGHTS_PRODUCT = 'ged';

export const isOwner = (idRole: number | null | undefined): boolean => idRole === OWNER_ROLE;

/** A node of the rights category tree (spec 000 §3). */
export interface RightsCategory {
  _id: string;
  libelle: string;
  souscategories: readonly RightsCategory[];
}

/** A sharing role and the categories it ticks when chosen (spec 000 §3). */
export interface SharingRole {
  idRole: number;
  nomRole: string;
  categoriesPredefinies: readonly string[];
}

/** One file of the invitation or rights form: checked or not, its role (-1 for none) and its categories. */
export interface FileChoice {
  codeDossier: string;
  checked: boolean;
  idRole: number;
  categories: readonly string[];
}

/** Spec 000 §4: a file already invited or already shared cannot be chosen again. */
export type FileStatus = 'none' | 'invitation' | 'shared';

export function fileStatus(
  codeDossier: string,
  invited: ReadonlySet<string>,
  shared: ReadonlySet<string>,
): FileStatus {
  if (shared.has(codeDossier)) return 'shared';
  return invited.has(codeDossier) ? 'invitation' : 'none';
}

/**
 * Spec 000 §4, for the e-mail being invited: the files a pending invitation to it already opens (the one being
 * changed aside) and the files the person behind it already has access to.
 */
export function alreadyGiven(
  email: string,
  sent: readonly {
    id: string;
    emailInvitee: string;
    editable: boolean;
    dossiers: readonly { codeDossier: string }[];
  }[],
  people: readonly { emailPersonne: string | null; dossiers: readonly { codeDossier: string }[] }[],
  changedInvitationId: string | null,
): { invited: Set<string>; shared: Set<string> } {
  const same = (other: string | null) =>
    other !== null && other.trim().toLowerCase() === email.trim().toLowerCase();
  const codes = (items: readonly { dossiers: readonly { codeDossier: string }[] }[]) =>
    new Set(items.flatMap((item) => item.dossiers.map((d) => d.codeDossier)));
  return {
    invited: codes(sent.filter((i) => i.editable && i.id !== changedInvitationId && same(i.emailInvitee))),
    shared: codes(people.filter((p) => same(p.emailPersonne))),
  };
}

/** The ids of a category's ancestors, nearest last; empty for a root or an unknown id. */
export function parentsOf(tree: readonly RightsCategory[], id: string): string[] {
  for (const node of tree) {
    if (node._id === id) return [];
    const below = parentsOf(node.souscategories, id);
    if (below.length > 0 || containsId(node.souscategories, id)) return [node._id, ...below];
  }
  return [];
}

function containsId(tree: readonly RightsCategory[], id: string): boolean {
  return tree.some((node) => node._id === id || containsId(node.souscategories, id));
}

function descendantsOf(tree: readonly RightsCategory[], id: string): string[] {
  const all = (nodes: readonly RightsCategory[]): string[] =>
    nodes.flatMap((n) => [n._id, ...all(n.souscategories)]);
  for (const node of tree) {
    if (node._id === id) return all(node.souscategories);
    const below = descendantsOf(node.souscategories, id);
    if (below.length > 0) return below;
  }
  return [];
}

/** The ids with every ancestor added, in the tree's order: a category granted implies its parents. */
export function withParents(tree: readonly RightsCategory[], ids: readonly string[]): string[] {
  const wanted = new Set(ids.flatMap((id) => [...parentsOf(tree, id), id]));
  const ordered: string[] = [];
  const walk = (nodes: readonly RightsCategory[]) => {
    for (const n of nodes) {
      if (wanted.has(n._id)) ordered.push(n._id);
      walk(n.souscategories);
    }
  };
  walk(tree);
  return ordered;
}

/** Spec 000 §4: unchecking a file resets its role to none (-1) and clears all its categories. */
export const uncheckFile = (choice: FileChoice): FileChoice => ({
  ...choice,
  checked: false,
  idRole: NO_ROLE,
  categories: [],
});

export const checkFile = (choice: FileChoice): FileChoice => ({ ...choice, checked: true });

/** Spec 000 §4: choosing a role checks the file and sets its categories to the role's predefined ones. */
export function chooseRole(
  choice: FileChoice,
  role: SharingRole | undefined,
  tree: readonly RightsCategory[],
): FileChoice {
  if (!role) return { ...choice, idRole: NO_ROLE };
  return {
    ...choice,
    checked: true,
    idRole: role.idRole,
    categories: withParents(tree, role.categoriesPredefinies),
  };
}

/**
 * Spec 000 §4: checking a category checks its parents (and the file). Unchecking one clears its own
 * sub-categories too (ours: a sub-category without its parent could not be reached in the document store).
 */
export function toggleCategory(
  choice: FileChoice,
  tree: readonly RightsCategory[],
  id: string,
  on: boolean,
): FileChoice {
  if (on) return { ...choice, checked: true, categories: withParents(tree, [...choice.categories, id]) };
  const dropped = new Set([id, ...descendantsOf(tree, id)]);
  return { ...choice, categories: choice.categories.filter((c) => !dropped.has(c)) };
}

/** Whether a person granted these categories may read one (the document store relies on it). */
export const canReadCategory = (granted: readonly string[], id: string): boolean => granted.includes(id);

/** Spec 000 §4: a sent invitation is pending until it expires, or accepted, or refused (irreversible). */
export type SentInvitationState = 'pending' | 'accepted' | 'refused' | 'expired';

export function sentInvitationState(
  invitation: { dateAcceptation: string | null; dateRefus: string | null; dateExpiration: string },
  now: Date,
): SentInvitationState {
  if (invitation.dateAcceptation !== null) return 'accepted';
  if (invitation.dateRefus !== null) return 'refused';
  return new Date(invitation.dateExpiration).getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Only a pending invitation is edited or deleted (spec 000 §4: editable only while not expired). */
export const invitationEditable = (state: SentInvitationState): boolean => state === 'pending';

const mail = z.string().trim().max(255, SHARING_EMAIL_INCOMPLETE).check(plainText());

export const fileChoiceInput = z.object({
  codeDossier,
  checked: z.boolean(),
  idRole: z.number().int().min(NO_ROLE).max(99),
  categories: z.array(z.string().max(64).check(plainText())).max(100),
});

function checkFiles(files: readonly FileChoice[], ctx: z.RefinementCtx): void {
  const checked = files.filter((f) => f.checked);
  if (checked.length === 0) ctx.addIssue({ code: 'custom', path: ['dossiers'], message: SHARING_NO_FILE });
  else if (checked.some((f) => f.idRole === NO_ROLE || f.idRole === OWNER_ROLE))
    ctx.addIssue({ code: 'custom', path: ['dossiers'], message: SHARING_ROLE_MISSING });
}

/** The invitation form (spec 000 §5), in the spec's order of messages. */
export const sharingInvitationInput = z
  .object({
    email: mail,
    emailConfirmation: mail,
    dossiers: z.array(fileChoiceInput).max(200),
  })
  .superRefine((value, ctx) => {
    if (value.email === '' || value.emailConfirmation === '' || !z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SHARING_EMAIL_INCOMPLETE });
      return;
    }
    if (value.email.toLowerCase() !== value.emailConfirmation.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: SHARING_EMAILS_DIFFER });
      return;
    }
    checkFiles(value.dossiers, ctx);
  });

export type SharingInvitationInput = z.infer<typeof sharingInvitationInput>;

/** The files of a pending invitation changed (the e-mail stays): the same rules on the files. */
export const invitationFilesInput = z
  .object({ dossiers: z.array(fileChoiceInput).max(200) })
  .superRefine((value, ctx) => checkFiles(value.dossiers, ctx));

/** A person's rights on each of my files: a checked file needs a role; none checked withdraws every access. */
export const personRightsInput = z
  .object({ dossiers: z.array(fileChoiceInput).max(200) })
  .superRefine((value, ctx) => {
    if (value.dossiers.some((f) => f.checked && (f.idRole === NO_ROLE || f.idRole === OWNER_ROLE)))
      ctx.addIssue({ code: 'custom', path: ['dossiers'], message: SHARING_ROLE_MISSING });
  });

/** One entry of PUT /api/droits/personne/{guid} (spec 000 §7). */
export interface RightsChange {
  action: 'update' | 'remove';
  droit: {
    Autorisations: Record<string, { categories: string[] }>;
    codeDossier: string;
    idRole: number;
  };
}

/** Spec 000 §4: editing a person's rights sends unchecked files as 'remove', checked ones as 'update'. */
export function rightsChanges(files: readonly FileChoice[]): RightsChange[] {
  return files.map((f) => ({
    action: f.checked ? 'update' : 'remove',
    droit: {
      Autorisations: { [RIGHTS_PRODUCT]: { categories: f.checked ? [...f.categories] : [] } },
      codeDossier: f.codeDossier,
      idRole: f.checked ? f.idRole : NO_ROLE,
    },
  }));
}

/** The invited files of POST /api/droits/invitations (spec 000 §7): the checked ones only. */
export function invitedFiles(
  files: readonly FileChoice[],
  raisonSociale: (codeDossier: string) => string,
): { codeDossier: string; raisonSociale: string; idRole: number; categoriesIdAutorisees: string[] }[] {
  return files
    .filter((f) => f.checked)
    .map((f) => ({
      codeDossier: f.codeDossier,
      raisonSociale: raisonSociale(f.codeDossier),
      idRole: f.idRole,
      categoriesIdAutorisees: [...f.categories],
    }));
}
