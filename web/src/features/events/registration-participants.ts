import type { SentParticipant } from '@portal/schema/rules/event-participants';
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

/** The person answering: first participant, with their account's name and contact. */
export interface Person {
  nom: string;
  prenom: string;
  mail?: string | null;
  tel?: string | null;
}

/**
 * The form's participants: the user first (their saved subscription, else their account's name and e-mail),
 * then the other saved ones. Saved participants were registered before, so they start validated.
 */
export function initialParticipants(saved: readonly SavedSubscription[], user: Person): ParticipantDraft[] {
  const kept = saved.filter((s) => !s.deleted);
  const member = kept.find((s) => s.estDossierMembre);
  const others = kept.filter((s) => s !== member).map((s) => fromSaved(s, false));
  const first: ParticipantDraft = member
    ? fromSaved(member, true)
    : {
        key: 'user',
        legacyId: null,
        nom: user.nom,
        prenom: user.prenom,
        email: user.mail ?? '',
        tel: user.tel ?? '',
        participe: true,
        deleted: false,
        locked: true,
        emailLocked: !!user.mail,
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

/** The participants as the shared registration rule reads them (schema/rules/event-participants.ts). */
export const toSentParticipants = (participants: readonly ParticipantDraft[]): SentParticipant[] =>
  participants.map((p) => ({ ...p, id: p.legacyId }));

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
