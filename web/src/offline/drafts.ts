import { eraseLocalKeys } from './local-keys.ts';

// Drafts live in local storage (read synchronously, as a form's first values), one entry per person, file and
// form, all under one prefix so that leaving erases them together.
const DRAFT_PREFIX = 'portal.draft:';

export function draftKey(viewer: string, codeDossier: string | null, form: string): string {
  return DRAFT_PREFIX + JSON.stringify([viewer, codeDossier, form]);
}

export function readDraft<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage keeps no draft; the form itself still holds what was typed.
  }
}

export function deleteDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept then.
  }
}

export const eraseDrafts = (): void => eraseLocalKeys(DRAFT_PREFIX);
