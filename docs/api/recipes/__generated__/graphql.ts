/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RecipeDocumentTreeQueryVariables = Exact<{
  codeDossier: string;
  first: number;
  after?: string | null | undefined;
}>;


export type RecipeDocumentTreeQuery = { dossier: { documentTree: { totalCount: number, nodes: Array<{ name: string, folderPath: Array<string>, downloadUrl: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type RecipePortfolioKeyFiguresQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type RecipePortfolioKeyFiguresQuery = { viewer: { dossierConnection: { edges: Array<{ node: { codeDossier: string, raisonSociale: string, keyFigures: Array<{ slug: string, libelle: string, valeur: number | null, unite: string, dateFinExercice: string | null }> | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RecipeDocumentTreeDocument = new TypedDocumentString(`
    query RecipeDocumentTree($codeDossier: String!, $first: Int!, $after: String) {
  dossier(codeDossier: $codeDossier) {
    documentTree(first: $first, after: $after) {
      totalCount
      nodes {
        name
        folderPath
        downloadUrl
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecipeDocumentTreeQuery, RecipeDocumentTreeQueryVariables>;
export const RecipePortfolioKeyFiguresDocument = new TypedDocumentString(`
    query RecipePortfolioKeyFigures($first: Int!, $after: String) {
  viewer {
    dossierConnection(first: $first, after: $after) {
      edges {
        node {
          codeDossier
          raisonSociale
          keyFigures {
            slug
            libelle
            valeur
            unite
            dateFinExercice
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecipePortfolioKeyFiguresQuery, RecipePortfolioKeyFiguresQueryVariables>;