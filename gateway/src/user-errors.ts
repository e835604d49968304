import type { UserError } from './__generated__/resolvers-types.ts';

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

const extensionsOf = (error: unknown): Record<string, unknown> | undefined =>
  error instanceof Error &&
  'extensions' in error &&
  typeof error.extensions === 'object' &&
  error.extensions !== null
    ? (error.extensions as Record<string, unknown>)
    : undefined;

/** The GraphQL error code of a failed legacy call (duck-typed: graphql ships two builds). */
export const errorCode = (error: unknown): unknown => extensionsOf(error)?.code;

/**
 * The legacy's own message when it refused a change with a displayable one (400, 409, 413 with
 * `affichable`), as a UserError for the whole form; null for any other failure.
 */
export function legacyRefusal(error: unknown): UserError | null {
  const extensions = extensionsOf(error);
  const refusal = ['BAD_USER_INPUT', 'CONFLICT', 'PAYLOAD_TOO_LARGE'].includes(String(extensions?.code));
  return refusal && extensions?.affichable === true && error instanceof Error
    ? { field: null, message: error.message }
    : null;
}
