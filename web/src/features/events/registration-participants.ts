import { registrationIssues } from '@portal/schema/rules/event-participants';
import type { EventParticipantInput } from '../../gql/graphql.ts';

/** A participant as the registration form holds it (spec 000 §4: pending, validated or deleted). */
export interface ParticipantDraft {
  /** Stable React key: the subscription's id, or a generated one for a new participant. */
  key: string;
  /** Legacy id of a saved subscription; null for a participant added in this form. */
  legacyId: string | null;
  nom: string;
  prenom: string;
  email: string;
  tel: string;
  /** null while pending, true once validated. */
  participe: boolean | null;
  deleted: boolean;
  /** The user: name and contact come from the account and cannot be changed here. */
  locked: boolean;
  /** Locked too, unless the account has no e-mail: every participant needs one (spec 000 §5). */
  emailLocked: boolean;
}

export interface SavedSubscription {
  id: string;
  legacyId: string;
  nom: string;
  prenom: string;
  email?: string | null;
  tel?: string | null;
  participe?: boolean | null;
  deleted: boolean;
  estDossierMembre: boolean;
}

/** The person answering for the file (the gateway's Respondent): first participant. */
export interface Person {
  nom: string;
  prenom: string;
  mail?: string | null;
  tel?: string | null;
  /** A client answering for themself: their account's name and contact cannot be changed here. */
  locked: boolean;
}

/**
 * The form's participants: the person answering for the file first (their saved subscription, else their name
 * and contact), then the other saved ones. Saved participants were registered before, so they start validated.
 * A client's own fields are locked; the file's contact a collaborator answers for is not (it may be removed);
 * without anyone to answer for, the form starts with a participant to type in.
 */
export function initialParticipants(
  saved: readonly SavedSubscription[],
  person: Person | null,
): ParticipantDraft[] {
  const kept = saved.filter((s) => !s.deleted);
  const member = kept.find((s) => s.estDossierMembre);
  const others = kept.filter((s) => s !== member).map((s) => fromSaved(s, false));
  if (member) return [fromSaved(member, person?.locked ?? false), ...others];
  if (!person) return [...others, newParticipant('first')];
  const first: ParticipantDraft = {
    key: 'respondent',
    legacyId: null,
    nom: person.nom,
    prenom: person.prenom,
    email: person.mail ?? '',
    tel: person.tel ?? '',
    participe: true,
    deleted: false,
    locked: person.locked,
    emailLocked: person.locked && !!person.mail,
  };
  return [first, ...others];
}

function fromSaved(s: SavedSubscription, locked: boolean): ParticipantDraft {
  return {
    key: s.id,
    legacyId: s.legacyId,
    nom: s.nom,
    prenom: s.prenom,
    email: s.email ?? '',
    tel: s.tel ?? '',
    participe: s.participe ?? true,
    deleted: false,
    locked,
    emailLocked: !!s.email,
  };
}

/** A participant added in the form: pending until validated. */
export function newParticipant(key: string): ParticipantDraft {
  return {
    key,
    legacyId: null,
    nom: '',
    prenom: '',
    email: '',
    tel: '',
    participe: null,
    deleted: false,
    locked: false,
    emailLocked: false,
  };
}

/**
 * What the registration form checks at submit (schema/rules/event-participants.ts): the first message to show,
 * or null when it may be sent.
 */
export function registrationMessage(
  participants: readonly ParticipantDraft[],
  saved: readonly SavedSubscription[],
  placesLeft: number | null,
): string | null {
  const sent = participants.map((p) => ({ ...p, id: p.legacyId }));
  const held = saved.map((s) => ({ ...s, id: s.legacyId }));
  return registrationIssues(sent, held, placesLeft)[0]?.message ?? null;
}

/**
 * Spec 000 §4: deleting a saved participant flags it deleted (the legacy API must hear of it), a new one
 * simply leaves the list.
 */
export function deleteParticipant(
  participants: readonly ParticipantDraft[],
  key: string,
): ParticipantDraft[] {
  return participants.flatMap((p) => {
    if (p.key !== key) return [p];
    return p.legacyId === null ? [] : [{ ...p, deleted: true }];
  });
}

export function toSubscriptionInputs(participants: readonly ParticipantDraft[]): EventParticipantInput[] {
  return participants.map((p) => ({
    legacyId: p.legacyId,
    nom: p.nom.trim(),
    prenom: p.prenom.trim(),
    email: p.email.trim(),
    tel: p.tel.trim() || null,
    participe: p.participe,
    deleted: p.deleted,
  }));
}
