import type { TourStep } from '@portal/schema/rules/tour-steps';
import { TOUR_TEXTS } from '@portal/schema/rules/tours';
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { playStep } from './tour-triggers.ts';

/** Where the side menu lives: a step whose target is inside it needs the menu open (a drawer on a phone). */
const NAVIGATION = '#side-menu';

export interface TourControls {
  /** Opens or closes the side menu. */
  showNavigation: (open: boolean) => void;
  /** Whether the side menu was open when the tour started: it is so again at the last step. */
  navigationWasOpen: boolean;
}

/**
 * Plays a tour with driver.js, loaded with this module only when a tour plays. The person cannot close it: only
 * 'Fermer' at the last step, or a trigger, ends it. Each step shown opens or closes the side menu to match whether
 * its target lies in it (as the tour found the menu at the last step), then listens to its triggers, and runs its
 * callbacks once it is shown (tour-triggers.ts). Answers a function that stops it and removes its listeners.
 */
export function playTour(steps: readonly TourStep[], controls: TourControls): () => void {
  let stopTriggers = () => {};
  const actions = {
    moveNext: () => tour.moveNext(),
    destroy: () => tour.destroy(),
    showNavigation: controls.showNavigation,
  };
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
        stopTriggers = playStep({ triggers: step.triggers }, actions);
      },
      // The callbacks wait for the step to be shown: driver.js gives its popover the focus as it draws it, which
      // would take the focus back from a callback run before (a slow phone draws late).
      onHighlighted: () => {
        const stopListening = stopTriggers;
        const stopCallbacks = playStep({ callbacks: step.callbacks }, actions);
        stopTriggers = () => {
          stopListening();
          stopCallbacks();
        };
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
