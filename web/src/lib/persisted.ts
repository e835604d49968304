import { ApolloLink } from '@apollo/client';
import { Kind } from 'graphql';
import type { DocumentNode } from 'graphql';

/**
 * Trusted documents: codegen's client preset writes every document of the app to `gql/persisted-documents.json`
 * (hash → text, which the gateway reads) and puts its hash in the document's `__meta__.hash`. The app sends
 * that hash instead of the text, as the persisted-query extension the gateway's Yoga plugin reads by default.
 */
export interface PersistedQueryExtension {
  persistedQuery: { version: 1; sha256Hash: string };
}

/** The hash codegen gave a document, or null for a document built another way (tests' `parse`). */
export function persistedHash(document: DocumentNode): string | null {
  const meta: unknown = (document as { __meta__?: unknown }).__meta__;
  const hash = meta && typeof meta === 'object' && 'hash' in meta ? meta.hash : null;
  return typeof hash === 'string' ? hash : null;
}

export function persistedQueryExtension(hash: string): PersistedQueryExtension {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}

/**
 * The JSON body of a request for a typed document, for calls made outside Apollo (the `operations` part of a
 * multipart upload): its hash, never its text.
 */
export function persistedRequestBody<TVariables>(
  document: DocumentNode,
  variables: TVariables,
): { operationName: string | null; variables: TVariables; extensions: PersistedQueryExtension } {
  const hash = persistedHash(document);
  if (hash === null)
    throw new Error('document without a persisted hash: write it with graphql() and run codegen');
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return {
    operationName: operation?.name?.value ?? null,
    variables,
    extensions: persistedQueryExtension(hash),
  };
}

/** Sends the hash instead of the text for every document codegen knows; the others go as text. */
export const persistedDocumentLink = new ApolloLink((operation, forward) => {
  const hash = persistedHash(operation.query);
  if (hash === null) return forward(operation);
  operation.extensions = { ...operation.extensions, ...persistedQueryExtension(hash) };
  operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
    http: { ...http, includeQuery: false, includeExtensions: true },
  }));
  return forward(operation);
});
