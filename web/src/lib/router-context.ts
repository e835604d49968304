import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { HoldsModule } from '@portal/schema/rules/modules';
import type { PreloadedQueryRef, PreloadQueryFunction } from '@apollo/client/react';
import { createContext, type RouterContextProvider } from 'react-router';
import type { WantedDossier } from './wanted-dossier.ts';

/**
 * The Apollo client and its query preloader, given to every loader by the router (app/router.tsx), and where the
 * wanted file is kept.
 */
export interface DataContext {
  client: ApolloClient;
  preloadQuery: PreloadQueryFunction;
  wantedDossier: WantedDossier;
}

export const dataContext = createContext<DataContext>();

/**
 * The selected file, read once per navigation by the signed-in middleware from the Shell query (the wanted
 * code, else the gateway's fallback: the favourite or the first file); null when the person has none. Screens'
 * loaders ask for this file by its code, so that a file's answers are cached under its code from the first
 * visit on, never under "no code".
 */
export interface DossierContext {
  codeDossier: string;
}

export const dossierContext = createContext<DossierContext | null>();

/**
 * What the signed-in middleware read of the person in the Shell query, for the screens' own middleware
 * (app/layout/screen-middleware.ts), which decides before any screen query is sent: the selected file's modules
 * (the person's rights without a file), whether they are staff, and how many files they have (null when the
 * files could not be read).
 */
export interface AccessContext {
  hasPermission: HoldsModule;
  isCollaborateur: boolean;
  dossierCount: number | null;
}

export const accessContext = createContext<AccessContext>();

/** What a signed-in screen's loader needs: the preloader and the selected file's code (null without one). */
export function screenData(context: Readonly<RouterContextProvider>) {
  return {
    preloadQuery: context.get(dataContext).preloadQuery,
    codeDossier: context.get(dossierContext)?.codeDossier ?? null,
  };
}

/**
 * Preloads a signed-in screen's one query for the selected file: its `codeDossier` comes from the router
 * context, the other variables from the route; a part that fails leaves the rest of the screen standing
 * (errorPolicy 'all', ARCHITECTURE rule 5).
 */
export function preloadScreenQuery<
  TData,
  TVariables extends OperationVariables & { codeDossier?: string | null },
>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'codeDossier'>,
): PreloadedQueryRef<TData, TVariables, 'complete' | 'streaming' | 'empty'> {
  const { preloadQuery, codeDossier } = screenData(context);
  const options = { variables: { ...variables, codeDossier }, errorPolicy: 'all' };
  // Apollo types the options by whether the variables are required, which a generic cannot know.
  return preloadQuery(
    ...([document, options] as unknown as Parameters<typeof preloadQuery<TData, TVariables>>),
  );
}
