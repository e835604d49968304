// "Mid-form": a form of the page was typed in and is still on screen. A form left (its screen changed) no longer
// counts, whether it was sent or abandoned.
const typedIn = new Set<HTMLFormElement>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onInput(event: Event): void {
  const form = event.target instanceof Element ? event.target.closest('form') : null;
  if (!form || typedIn.has(form)) return;
  typedIn.add(form);
  notify();
}

export function isMidForm(): boolean {
  for (const form of typedIn) if (!form.isConnected) typedIn.delete(form);
  return typedIn.size > 0;
}

/** Listens to typing in the given document; `recheck` is called when the screen may have changed. */
export function watchForms(root: Document): { recheck: () => void; stop: () => void } {
  root.addEventListener('input', onInput, true);
  return {
    recheck: notify,
    stop: () => {
      root.removeEventListener('input', onInput, true);
      typedIn.clear();
    },
  };
}

export function subscribeFormActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
