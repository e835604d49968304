// Spec 000 §8: the flash of each part of these screens whose data failed, by the field that carries it.
export const LOAD_ERRORS = {
  appointments: 'Une erreur est survenue lors du chargement des rendez-vous',
  events: 'Une erreur est survenue lors du chargement des événements',
};

export const PARTICIPANTS_LOAD_ERROR = 'Une erreur est survenue lors du chargement des participants';
export const LINKED_EVENTS_LOAD_ERROR = 'Une erreur est survenue lors du chargement des événements liés';
