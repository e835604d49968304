import type { TourCallback, TourTrigger } from '@portal/schema/rules/tour-steps';
import { TOUR_TRIGGER_DELAY_MS, TOUR_WAIT_DEFAULT_MS } from '@portal/schema/rules/tours';

/** What a trigger or a callback may do to the tour and the page around it. */
export interface TourActions {
  moveNext: () => void;
  destroy: () => void;
  /** Opens or closes the side menu. */
  showNavigation: (open: boolean) => void;
}

type NamedCallback = (element: Element | null, actions: TourActions) => void;

/**
 * The callbacks a tour's steps may name (spec 000 §3, callbackName), each given the element its selector finds.
 * The spec does not list the legacy's names: these are the portal's, and a name it does not know does nothing, so
 * that a tour written for another version still plays.
 */
export const TOUR_CALLBACKS: Readonly<Record<string, NamedCallback>> = {
  click: (element) => (element instanceof HTMLElement ? element.click() : undefined),
  focus: (element) => (element instanceof HTMLElement ? element.focus() : undefined),
  scrollIntoView: (element) => element?.scrollIntoView({ block: 'center' }),
  openMenu: (_element, actions) => actions.showNavigation(true),
  closeMenu: (_element, actions) => actions.showNavigation(false),
};

const callNamed = (name: string, element: Element | null, actions: TourActions) => {
  if (Object.hasOwn(TOUR_CALLBACKS, name)) TOUR_CALLBACKS[name]?.(element, actions);
};

const matches = (target: EventTarget | null, selector: string): Element | null =>
  target instanceof Element ? target.closest(selector) : null;

/** Resolves after `ms`, or never once the signal aborts (the step is gone: nothing of it may still act). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** Resolves as soon as `ready` holds, checked at each change of the page, or after `timeout` ms at the latest. */
function until(ready: () => boolean, timeout: number, signal: AbortSignal): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (ready()) finish();
    });
    const timer = setTimeout(() => finish(), timeout);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    signal.addEventListener('abort', () => {
      observer.disconnect();
      clearTimeout(timer);
    });
  });
}

/**
 * A trigger that fired (spec 000 §3, §9): after the trigger delay, its callback runs on the element clicked; then,
 * the spec giving the lists no further meaning, the portal reads them as what the next step needs of the page:
 * the action waits until an element of the white list is there and none of the black list is left (a screen
 * loading, a drawer opening), each at most its timeout, and then runs anyway so that a tour never hangs. No action
 * moves on, as 'nextstep' does.
 */
async function fire(trigger: TourTrigger, element: Element, actions: TourActions, signal: AbortSignal) {
  await pause(TOUR_TRIGGER_DELAY_MS, signal);
  if (trigger.callbackName) callNamed(trigger.callbackName, element, actions);
  const { whitelistSelector: white, blacklistSelector: black } = trigger;
  await Promise.all([
    white
      ? until(
          () => document.querySelector(white) != null,
          trigger.whitelistTimeout ?? TOUR_WAIT_DEFAULT_MS,
          signal,
        )
      : null,
    black
      ? until(
          () => document.querySelector(black) == null,
          trigger.blacklistTimeout ?? TOUR_WAIT_DEFAULT_MS,
          signal,
        )
      : null,
  ]);
  if (signal.aborted) return;
  if (trigger.action === 'destroy') actions.destroy();
  else actions.moveNext();
}

/**
 * Listens to a step's triggers and runs its callbacks (each after its timeout, on the element of its selector).
 * Answers the function that removes the listener and cancels whatever is still waiting: called when the step
 * changes, the tour ends or restarts.
 */
export function playStep(
  step: { triggers?: readonly TourTrigger[]; callbacks?: readonly TourCallback[] },
  actions: TourActions,
): () => void {
  const stopped = new AbortController();
  const { signal } = stopped;
  // One trigger acts per step: a second click while the first waits must not skip a step.
  let fired = false;
  const onClick = (event: MouseEvent) => {
    for (const trigger of step.triggers ?? []) {
      const element = matches(event.target, trigger.selector);
      if (!element || fired) continue;
      fired = true;
      void fire(trigger, element, actions, signal);
    }
  };
  document.addEventListener('click', onClick, true);
  for (const callback of step.callbacks ?? []) {
    void pause(callback.timeout ?? 0, signal).then(() => {
      if (!signal.aborted)
        callNamed(callback.callbackName, document.querySelector(callback.selector), actions);
    });
  }
  return () => {
    document.removeEventListener('click', onClick, true);
    stopped.abort();
  };
}
