import { AUTOSAVE_TOAST, PREAMBLE_AUTOSAVE_MS } from '@portal/schema/rules/duer-preamble';
import { useEffect, useRef } from 'react';
import { useFlash } from '../../lib/flash.ts';

interface Autosave {
  /** Whether the screen holds unsaved changes, read at each tick. */
  isDirty: () => boolean;
  /** Saves; answers whether the save went through. */
  save: () => Promise<boolean>;
  /** Called once an automatic save went through. */
  onSaved: () => void;
  interval?: number;
}

/**
 * Spec 002 §4 (Preamble): every interval, unsaved changes are saved; a tick while a save is still running (or with
 * nothing unsaved) does nothing. Answers the stop.
 */
export function startAutosave({
  isDirty,
  save,
  onSaved,
  interval = PREAMBLE_AUTOSAVE_MS,
}: Autosave): () => void {
  let saving = false;
  const timer = setInterval(() => {
    if (saving || !isDirty()) return;
    saving = true;
    void save()
      .then((saved) => {
        if (saved) onSaved();
      })
      .finally(() => {
        saving = false;
      });
  }, interval);
  return () => clearInterval(timer);
}

/** The screen's autosave, toasting 'Sauvegarde automatique' after each automatic save (§4). */
export function useAutosave(dirty: boolean, save: () => Promise<boolean>): void {
  const flash = useFlash();
  // The interval runs from the screen's opening; each tick reads the latest state.
  const latest = useRef({ dirty, save, flash });
  useEffect(() => {
    latest.current = { dirty, save, flash };
  });
  useEffect(
    () =>
      startAutosave({
        isDirty: () => latest.current.dirty,
        save: () => latest.current.save(),
        onSaved: () => latest.current.flash.show('success', AUTOSAVE_TOAST),
      }),
    [],
  );
}
