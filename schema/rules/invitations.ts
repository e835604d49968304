// Spec 000 §4 and §8, an invitation received.
export const INVITATION_ANSWERED = "L'invitation a déjà été acceptée ou refusée.";
export const INVITATION_EXPIRED = "L'invitation a expiré. Vous pouvez demander au gérant de vous ré-inviter.";
export const INVITATION_ACCEPTED_DELAY =
  "Certains nouveaux accès peuvent mettre quelques minutes à s'activer";
export const INVITATION_LOAD_FAILED = "Une erreur est survenue lors de la récupération de l'invitation";
export const INVITATION_ACCEPT_FAILED = "Une erreur est survenue lors de l'acceptation de l'invitation";

export type InvitationState = 'answered' | 'expired' | 'pending';

interface InvitationDates {
  dateAcceptation: string | null;
  dateRefus: string | null;
  dateExpiration: string;
}

/** Answered wins over expired: an invitation accepted before it expired is "already accepted". */
export function invitationState(invitation: InvitationDates, now: Date): InvitationState {
  if (invitation.dateAcceptation !== null || invitation.dateRefus !== null) return 'answered';
  return new Date(invitation.dateExpiration).getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** The refusal of an invitation that can no longer be accepted, null when it can. */
export function invitationRefusal(state: InvitationState): string | null {
  return state === 'answered' ? INVITATION_ANSWERED : state === 'expired' ? INVITATION_EXPIRED : null;
}
