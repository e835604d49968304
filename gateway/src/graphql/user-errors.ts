import type { UserError } from '../__generated__/resolvers-types.ts';
import { LegacyError } from '../transport/legacy-error.ts';

/** The issues of a zod rule as the payload's errors, each naming its input field (e.g. `input.email`). */
export function issuesAsUserErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix: readonly (string | number)[],
): UserError[] {
  return issues.map((issue) => ({
    field: [...prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/**
 * The legacy's own message when it refused a change with a displayable one (400, 409, 413 with `affichable`),
 * as a UserError for the whole form; null for any other failure.
 */
export const legacyRefusal = (error: unknown): UserError | null =>
  error instanceof LegacyError && error.isDisplayableRefusal ? { field: null, message: error.message } : null;

/**
 * Sends a change to the legacy: what it answers once applied (`done`), or the legacy's displayable refusal as the
 * payload's errors; any other failure is thrown (it becomes a GraphQL error).
 */
export async function legacyChange<T>(
  change: () => Promise<T>,
): Promise<{ done: T } | { errors: UserError[] }> {
  try {
    return { done: await change() };
  } catch (error) {
    const refusal = legacyRefusal(error);
    if (refusal) return { errors: [refusal] };
    throw error;
  }
}
