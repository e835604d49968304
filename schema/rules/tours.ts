// The steps' shapes are in tour-steps.ts: their check (zod) loads with the tour's player, not with every screen.

/** Spec 000 §9 (Tour): the buttons' texts, the progress text and the default delay of a trigger. */
export const TOUR_TEXTS = {
  next: 'Suivant',
  previous: 'Précédent',
  done: 'Fermer',
  /** driver.js fills {{current}} and {{total}}. */
  progress: 'Étape {{current}}/{{total}}',
} as const;
export const TOUR_TRIGGER_DELAY_MS = 100;
/**
 * How long a trigger waits at most for its white or black list when the step gives no timeout: the spec gives
 * none, this is the portal's.
 */
export const TOUR_WAIT_DEFAULT_MS = 3000;

/** The route names of the legacy's tours (spec 000 §2.1 route names), by screen of the paths table. */
export const TOUR_ROUTE_NAMES = { home: 'home', newsList: 'news-list' } as const;

/** Spec 000 §4: a tour starts by itself when it is assigned to the screen's route and not done yet. */
export const startsByItself = (tour: { routeName: string; dejaFait: boolean }, routeName: string): boolean =>
  !tour.dejaFait && tour.routeName === routeName;
