import { z } from 'zod';

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

const trigger = z.object({
  selector: z.string(),
  callbackName: z.string().nullish(),
  action: z.enum(['nextstep', 'destroy']).nullish(),
  blacklistSelector: z.string().nullish(),
  whitelistSelector: z.string().nullish(),
  blacklistTimeout: z.number().nullish(),
  whitelistTimeout: z.number().nullish(),
});

const callback = z.object({ selector: z.string(), callbackName: z.string(), timeout: z.number().nullish() });

const step = z.object({
  element: z.string(),
  popover: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
  triggers: z.array(trigger).optional(),
  callbacks: z.array(callback).optional(),
});

export type TourStep = z.output<typeof step>;
export type TourTrigger = z.output<typeof trigger>;
export type TourCallback = z.output<typeof callback>;

/** The steps of a tour's `etapes` (JSON text), or none when the text is not a list of steps. */
export function tourSteps(etapes: string): TourStep[] {
  try {
    const parsed = z.array(step).safeParse(JSON.parse(etapes));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Spec 000 §4: a tour starts by itself when it is assigned to the screen's route and not done yet. */
export const startsByItself = (tour: { routeName: string; dejaFait: boolean }, routeName: string): boolean =>
  !tour.dejaFait && tour.routeName === routeName;
