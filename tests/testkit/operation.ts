import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** A GraphQL answer as the gateway sends it. */
export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  /** What every answer says besides its data: its cost (`extensions.cost`), the deprecated fields it used. */
  extensions?: Record<string, unknown>;
}

/** A typed document of the kit, or a text for the rare test that sends a document the schema refuses. */
export type Operation<TResult, TVariables> = TypedDocumentNode<TResult, TVariables> | string;

/** The headers the web app sends with every operation (Yoga refuses a POST without the CSRF one). */
export const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' } as const;

/** The JSON body of a GraphQL request: the document's text and its variables. */
export function operationBody<TResult, TVariables>(
  operation: Operation<TResult, TVariables>,
  variables: TVariables | undefined,
): { query: string; variables: TVariables | Record<string, never> } {
  return { query: typeof operation === 'string' ? operation : print(operation), variables: variables ?? {} };
}
