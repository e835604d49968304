import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, printSchema } from 'graphql';

const dir = fileURLToPath(new URL('../graphql/', import.meta.url));

/** The contract's SDL, one document per domain, in a stable order. */
export const typeDefs: string[] = readdirSync(dir)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(dir + name, 'utf8'));

/**
 * The contract as scripts see it (served at `/graphql/schema.graphql`, published in `published.graphql`). A
 * string, not a function: the server bundle keeps this module's exports as data (scripts/build-servers.mjs).
 */
export const currentSdl: string = printSchema(buildSchema(typeDefs.join('\n')));
