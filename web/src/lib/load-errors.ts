import { useEffect } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useFlash } from './flash.ts';

/** True when one of the query's GraphQL errors lies at or under the field of that name. */
export function failedAt(error: unknown, field: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.includes(field) ?? false);
}

/**
 * Shows, in the flash banner, the spec's message of each part of a screen whose data failed to load
 * (ARCHITECTURE rule 5: a failing card fails alone, the rest of the screen still shows).
 * `parts` maps a field of the query to its message.
 */
export function useLoadErrorsFlash(error: unknown, parts: Readonly<Record<string, string>>): void {
  const flash = useFlash();
  const messages = Object.entries(parts)
    .filter(([field]) => failedAt(error, field))
    .map(([, message]) => message)
    .join('\n');
  useEffect(() => {
    if (!messages) return;
    // The root clears the flash in an effect after each navigation, and a parent's effects run after its
    // children's: when the data is ready on the navigation's first render, showing at once would be undone.
    const timer = setTimeout(() => flash.show('error', messages), 0);
    return () => clearTimeout(timer);
  }, [flash, messages]);
}
