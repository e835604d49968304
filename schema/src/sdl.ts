import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../graphql/', import.meta.url));

/** The contract's SDL, one document per domain, in a stable order. */
export const typeDefs: string[] = readdirSync(dir)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(dir + name, 'utf8'));
