// Spec 000 §7: the generic handler's fallback when a call fails without a message to show.
export const INTERNAL_ERROR = "Une erreur interne s'est produite";

// Spec 000 §8: the flash of each part of a screen whose data failed to load, by the part.
export const LOAD_ERRORS = {
  appointments: 'Une erreur est survenue lors du chargement des rendez-vous',
  events: 'Une erreur est survenue lors du chargement des événements',
  homeSections: 'Une erreur est survenue lors du chargement de la section New',
  notifications: 'Une erreur est survenue lors du chargement des notifications',
  participants: 'Une erreur est survenue lors du chargement des participants',
  linkedEvents: 'Une erreur est survenue lors du chargement des événements liés',
  // The event detail's own event: the legacy's 'invitation' of the file to it (GET /api/events/invitation).
  eventInvitation: "Une erreur est survenue lors de l'invitation",
  stats: 'Une erreur est survenue lors du chargement de la liste des chiffres',
  keyFigures: 'Une erreur est survenue lors du chargement des chiffres',
  contacts: 'Une erreur est survenue lors du chargement des contacts',
  contact: 'Une erreur est survenue lors du chargement du contact',
  tools: 'Une erreur est survenue lors du chargement des outils',
  shortcuts: 'Une erreur est survenue lors du chargement des raccourcis',
  loans: 'Une erreur est survenue lors du chargement des emprunts',
  cultures: 'Une erreur est survenue lors du chargement des cultures',
  assolement: 'Une erreur est survenue lors du chargement des assolements pour ce millésime',
  rendements: 'Une erreur est survenue lors du chargement des rendements moyens pour ce millésime',
  mapZones: 'Une erreur est survenue lors du chargement des zones de la carte',
  accountInfos: 'Une erreur est survenue lors du chargement de vos informations',
  duer: 'Une erreur est survenue lors du chargement des DUER',
  documents: 'Une erreur est survenue lors du chargement des documents',
  documentCategories: 'Une erreur est survenue lors du chargement des catégories de documents',
} as const;
