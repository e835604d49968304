import { CriticalityLevel, diff, DiffRule } from '@graphql-inspector/core';
// The file Node loads for 'graphql' (graphql-inspector's copy): under Vitest, 'graphql' alone would give the ESM
// copy, whose types graphql-inspector refuses.
import { buildSchema } from 'graphql/index.js';

export { currentSdl } from './sdl.ts';

/**
 * The breaking changes from the last published schema to this one (graphql-inspector): a removed field, a
 * narrowed argument, a changed type... A field deprecated in the published schema may go, since scripts were
 * warned (its use was reported in every answer); anything else must first be deprecated and published.
 */
export async function breakingChanges(publishedSdl: string, sdl: string): Promise<string[]> {
  const changes = await diff(buildSchema(publishedSdl), buildSchema(sdl), [
    DiffRule.suppressRemovalOfDeprecatedField,
  ]);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => change.message);
}
