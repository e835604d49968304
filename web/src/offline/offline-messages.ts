// The French texts of a form that needs the network (issue 23), shared by every form that keeps a draft.
export const KEPT_OFFLINE =
  'Hors ligne : votre saisie est gardée sur cet appareil. Vous pourrez l’envoyer au retour du réseau.';
export const BACK_ONLINE = 'Le réseau est revenu : votre saisie gardée peut être envoyée.';
export const NOT_SENT_OFFLINE =
  'Envoi impossible sans réseau : votre saisie est gardée sur cet appareil. Envoyez-la au retour du réseau.';
