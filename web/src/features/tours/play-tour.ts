import {
  TOUR_TEXTS,
  TOUR_TRIGGER_DELAY_MS,
  type TourStep,
  type TourTrigger,
} from '@portal/schema/rules/tours';
import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';

/** Where the side menu lives: a step whose target is inside it needs the menu open (a drawer on a phone). */
const NAVIGATION = '#side-menu';

export interface TourControls {
  /** Opens or closes the side menu. */
  showNavigation: (open: boolean) => void;
  /** Whether the side menu was open when the tour started: it is so again at the last step. */
  navigationWasOpen: boolean;
}

const matches = (target: EventTarget | null, selector: string | null | undefined) =>
  Boolean(selector && target instanceof Element && target.closest(selector));

/** A step's triggers (spec 000 §3): a click on the selector moves on or ends the tour, after the delay. */
function listenToTriggers(tour: Driver, triggers: readonly TourTrigger[]): () => void {
  const timers: number[] = [];
  const onClick = (event: MouseEvent) => {
    for (const trigger of triggers) {
      if (!matches(event.target, trigger.selector)) continue;
      if (matches(event.target, trigger.blacklistSelector)) continue;
      if (trigger.whitelistSelector && !matches(event.target, trigger.whitelistSelector)) continue;
      const act = () => (trigger.action === 'destroy' ? tour.destroy() : tour.moveNext());
      timers.push(window.setTimeout(act, TOUR_TRIGGER_DELAY_MS));
    }
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    for (const timer of timers) window.clearTimeout(timer);
  };
}

/**
 * Plays a tour with driver.js, loaded with this module only when a tour plays. The person cannot close it: only
 * 'Fermer' at the last step, or a trigger, ends it. Answers a function that stops it and removes its listeners.
 */
export function playTour(steps: readonly TourStep[], controls: TourControls): () => void {
  let stopTriggers = () => {};
  const tour = driver({
    allowClose: false,
    showProgress: true,
    showButtons: ['next', 'previous'],
    nextBtnText: TOUR_TEXTS.next,
    prevBtnText: TOUR_TEXTS.previous,
    doneBtnText: TOUR_TEXTS.done,
    progressText: TOUR_TEXTS.progress,
    steps: steps.map((step, index) => ({
      element: step.element,
      popover: step.popover,
      onHighlightStarted: () => {
        stopTriggers();
        const last = index === steps.length - 1;
        const inNavigation = document.querySelector(step.element)?.closest(NAVIGATION) != null;
        controls.showNavigation(last ? controls.navigationWasOpen : inNavigation);
        stopTriggers = listenToTriggers(tour, step.triggers ?? []);
      },
    })),
    onDestroyed: () => {
      stopTriggers();
      controls.showNavigation(controls.navigationWasOpen);
    },
  });
  tour.drive();
  return () => {
    if (tour.isActive()) tour.destroy();
    stopTriggers();
  };
}
