// The French texts of a form that needs the network (issue 23), shared by every form.
export const KEPT_OFFLINE =
  'Hors ligne : votre saisie est gardée sur cet appareil. Vous pourrez l’envoyer au retour du réseau.';
export const BACK_ONLINE = 'Le réseau est revenu : votre saisie gardée peut être envoyée.';
export const NOT_SENT_OFFLINE =
  'Envoi impossible sans réseau : votre saisie est gardée sur cet appareil. Envoyez-la au retour du réseau.';
/** Under the button of a form that keeps no draft (a password, a sign-in): it waits for the link. */
export const NEEDS_NETWORK = 'Hors ligne : l’envoi sera possible au retour du réseau.';
/** A send that left while the link was there and failed because it went meanwhile. */
export const LOST_LINK = 'Envoi impossible sans réseau. Réessayez au retour du réseau.';
/** Beside an action that changes the file (a deletion, a favourite) while there is no link. */
export const ACTION_NEEDS_NETWORK = 'Hors ligne : cette action sera possible au retour du réseau.';
