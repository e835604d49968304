/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RecipeDocumentTree($codeDossier: String!, $first: Int!, $after: String) {\n    dossier(codeDossier: $codeDossier) {\n      documentTree(first: $first, after: $after) {\n        totalCount\n        nodes {\n          name\n          folderPath\n          downloadUrl\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.RecipeDocumentTreeDocument,
    "\n  query RecipePortfolioKeyFigures($first: Int!, $after: String) {\n    viewer {\n      dossierConnection(first: $first, after: $after) {\n        edges {\n          node {\n            codeDossier\n            raisonSociale\n            keyFigures {\n              slug\n              libelle\n              valeur\n              unite\n              dateFinExercice\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.RecipePortfolioKeyFiguresDocument,
};
const documents: Documents = {
    "\n  query RecipeDocumentTree($codeDossier: String!, $first: Int!, $after: String) {\n    dossier(codeDossier: $codeDossier) {\n      documentTree(first: $first, after: $after) {\n        totalCount\n        nodes {\n          name\n          folderPath\n          downloadUrl\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.RecipeDocumentTreeDocument,
    "\n  query RecipePortfolioKeyFigures($first: Int!, $after: String) {\n    viewer {\n      dossierConnection(first: $first, after: $after) {\n        edges {\n          node {\n            codeDossier\n            raisonSociale\n            keyFigures {\n              slug\n              libelle\n              valeur\n              unite\n              dateFinExercice\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.RecipePortfolioKeyFiguresDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeDocumentTree($codeDossier: String!, $first: Int!, $after: String) {\n    dossier(codeDossier: $codeDossier) {\n      documentTree(first: $first, after: $after) {\n        totalCount\n        nodes {\n          name\n          folderPath\n          downloadUrl\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RecipeDocumentTreeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePortfolioKeyFigures($first: Int!, $after: String) {\n    viewer {\n      dossierConnection(first: $first, after: $after) {\n        edges {\n          node {\n            codeDossier\n            raisonSociale\n            keyFigures {\n              slug\n              libelle\n              valeur\n              unite\n              dateFinExercice\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RecipePortfolioKeyFiguresDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
