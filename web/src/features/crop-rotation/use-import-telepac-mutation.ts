import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { TELEPAC_CULTURES_FAILED } from '@portal/schema/rules/crop-rotation';
import { graphql } from '../../gql/index.ts';
import { useUploadMutation } from '../../lib/use-upload-mutation.ts';

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
        ...RotationCheck_assolement
      }
      codesInconnus
      errors {
        field
        message
      }
    }
  }
`);

/**
 * Imports a Telepac declaration file into a year. The file goes as a GraphQL multipart request: a large farm's
 * declaration is over the 1 MB a JSON body may hold. The answered year is written to the cache as Apollo writes
 * a mutation's answer (its Assolement replaces the cached one by its id); `import` answers the errors to show and
 * the declaration's codes the legacy could not map.
 */
export function useImportTelepacAssolementMutation() {
  const client = useApolloClient();
  const [upload, { sending }] = useUploadMutation(ImportTelepacAssolementDocument);
  const importFile = useCallback(
    async (assolementId: string, file: File) => {
      const variables = { input: { assolementId, file } };
      const data = await upload(variables);
      if (!data) return { errors: [{ field: null, message: TELEPAC_CULTURES_FAILED }], codesInconnus: [] };
      const { errors, codesInconnus } = data.importTelepacAssolement;
      if (errors.length === 0)
        client.cache.write({
          dataId: 'ROOT_MUTATION',
          query: ImportTelepacAssolementDocument,
          result: data,
          variables,
        });
      return { errors, codesInconnus };
    },
    [client, upload],
  );
  return [importFile, { loading: sending }] as const;
}
