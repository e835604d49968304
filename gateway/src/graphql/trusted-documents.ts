import { readFileSync } from 'node:fs';
import { z } from 'zod';
// Imported, not read at start: the server build bundles the web app's documents with the gateway.
import webAppDocuments from '../../../web/src/gql/persisted-documents.json' with { type: 'json' };

/** The web app's documents as codegen wrote them: the only ones an ordinary session may run in production. */
export interface TrustedDocuments {
  text(hash: string): string | null;
  /** Whether a document's text is one of them, character for character. */
  isTrusted(text: string): boolean;
  /** Operation names of the trusted documents: the only names metrics use as label values. */
  readonly operationNames: ReadonlySet<string>;
  /** The hash of the document that holds this operation (the gateway runs a page's first query by it). */
  hashOf(operationName: string): string | null;
}

const fileShape = z.record(z.string().regex(/^sha256:[0-9a-f]{64}$/), z.string().min(1));

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;

/**
 * The web app's documents as built with the gateway, or those of `file` (read once) when given; a missing or
 * malformed file stops the start (the web app could not run without it).
 */
export function loadTrustedDocuments(file?: string): TrustedDocuments {
  let raw: unknown = webAppDocuments;
  if (file) {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`trusted documents unreadable at ${file} (run \`npm run codegen\`)`, { cause: error });
    }
  }
  const documents = new Map(Object.entries(fileShape.parse(raw)));
  const hashes = new Map(
    [...documents].flatMap(([hash, text]) =>
      [...text.matchAll(OPERATION_NAME)].map((match) => [match[1] ?? '', hash] as const),
    ),
  );
  const texts = new Set(documents.values());
  return {
    text: (hash) => documents.get(hash) ?? null,
    isTrusted: (text) => texts.has(text),
    operationNames: new Set(hashes.keys()),
    hashOf: (operationName) => hashes.get(operationName) ?? null,
  };
}
