import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useSession } from '../lib/session.ts';
import type { UserErrorLike } from '../lib/use-user-error-mutation.ts';
import { deleteDraft, draftKey, readDraft, writeDraft } from './drafts.ts';
import { explainOffline } from './use-offline-send.ts';

/**
 * A form's local draft, one per person, file and form (issue 23: nothing typed is lost): `restore` gives the
 * form's first values (the draft's when one was kept), `keep` and `follow` keep its changes, `discard` forgets it, and
 * `settle` takes a send's failures: none, the draft is forgotten; a send lost with the link says the draft is
 * kept. A draft is never sent by itself: only the person's click sends the form. Files picked are not kept.
 */
export function useFormDraft<T extends FieldValues>(formName: string) {
  const { viewerId, selectedDossier } = useSession();
  const key = draftKey(viewerId, selectedDossier?.codeDossier ?? null, formName);
  const restore = useCallback((defaults: T): T => ({ ...defaults, ...readDraft<Partial<T>>(key) }), [key]);
  const discard = useCallback(() => deleteDraft(key), [key]);
  const settle = useCallback(
    (failures: UserErrorLike[]): UserErrorLike[] => {
      if (failures.length === 0) deleteDraft(key);
      return explainOffline(failures);
    },
    [key],
  );
  const keep = useCallback((values: T) => writeDraft(key, values), [key]);
  const follow = useCallback(
    (form: Pick<UseFormReturn<T>, 'watch'>) => {
      const subscription = form.watch((values) => writeDraft(key, values));
      return () => subscription.unsubscribe();
    },
    [key],
  );
  return useMemo(
    () => ({ restore, keep, follow, discard, settle }),
    [restore, keep, follow, discard, settle],
  );
}

/** Keeps the form's changes in its draft while the form is on screen. */
export function useFollowedDraft<T extends FieldValues>(
  draft: ReturnType<typeof useFormDraft<T>>,
  form: Pick<UseFormReturn<T>, 'watch'>,
): void {
  useEffect(() => draft.follow(form), [draft, form]);
}

/**
 * A react-hook-form form kept as a draft: its first values are the draft's when one was kept, and every change
 * follows into it. `draft.settle` then takes the send's failures.
 */
export function useDraftedForm<T extends FieldValues>(
  formName: string,
  options: UseFormProps<T> & { defaultValues: T },
) {
  const draft = useFormDraft<T>(formName);
  // Read once: the form takes its first values only at its first render.
  const [defaultValues] = useState(() => draft.restore(options.defaultValues) as DefaultValues<T>);
  const form = useForm<T>({ ...options, defaultValues });
  useFollowedDraft(draft, form);
  return { form, draft };
}

/**
 * A form held in the component's state rather than in react-hook-form (a rights table, a list of choices), kept
 * as a draft the same way: its first value is the draft's when one was kept, and every change follows into it.
 */
export function useDraftedState<T extends FieldValues>(formName: string, initial: () => T) {
  const draft = useFormDraft<T>(formName);
  const [value, setValue] = useState(() => draft.restore(initial()));
  const first = useRef(value);
  // Only a change is kept: a form opened and left untouched leaves no draft behind.
  useEffect(() => {
    if (value !== first.current) draft.keep(value);
  }, [draft, value]);
  return { value, setValue, draft };
}
