import { TELEPAC_CULTURES_FAILED } from '@portal/schema/rules/crop-rotation';
import { graphql } from '../../gql/index.ts';
import type { ImportTelepacAssolementMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const ImportTelepacAssolementDocument = graphql(`
  mutation ImportTelepacAssolement($input: ImportTelepacAssolementInput!) {
    importTelepacAssolement(input: $input) {
      assolement {
        id
        surfaceTotale
        editable
        estAssolementDefinitif
        cultures {
          id
          ...AssolementLines_line
        }
      }
      codesInconnus
      errors {
        field
        message
      }
    }
  }
`);

const errorsOf = (data: ImportTelepacAssolementMutation) => data.importTelepacAssolement.errors;

/**
 * Imports a Telepac declaration into a year; the answered year replaces the cached one by its id, and
 * `onImported` receives the declaration's codes the legacy could not map.
 */
export function useImportTelepacAssolementMutation(onImported: (codesInconnus: readonly string[]) => void) {
  return useUserErrorMutation(ImportTelepacAssolementDocument, {
    errorsOf,
    fallback: TELEPAC_CULTURES_FAILED,
    onDone: (_cache, data) => onImported(data.importTelepacAssolement.codesInconnus),
  });
}
