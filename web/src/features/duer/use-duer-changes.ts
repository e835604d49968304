import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { useCallback } from 'react';
import type {
  AddDuerCategorieMutation,
  AddDuerCategorieMutationVariables,
  CreateDuerMutation,
  CreateDuerMutationVariables,
} from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const CreateDuerDocument = graphql(`
  mutation CreateDuer($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
      }
      errors {
        field
        message
      }
    }
  }
`);

export const AddDuerCategorieDocument = graphql(`
  mutation AddDuerCategorie($input: AddDuerCategorieInput!) {
    addDuerCategorie(input: $input) {
      duer {
        id
      }
      categorie {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The file's DUER list and creation choices, asked again after a creation. */
function forgetFileDuers(cache: ApolloCache, codeDossier: string) {
  const id = cache.identify({ __typename: 'Dossier', id: codeDossier });
  for (const fieldName of ['duers', 'duerCreation']) cache.evict({ id, fieldName });
}

const createErrors = (data: CreateDuerMutation) => data.createDuer.errors;

/** Creates a DUER, then hands its legacy id to `onCreated`; the index's list is read again. */
export function useCreateDuerMutation(onCreated: (legacyId: string) => void) {
  const onDone = useCallback(
    (cache: ApolloCache, data: CreateDuerMutation, variables: CreateDuerMutationVariables) => {
      forgetFileDuers(cache, variables.input.codeDossier);
      if (data.createDuer.duer) onCreated(data.createDuer.duer.legacyId);
    },
    [onCreated],
  );
  return useUserErrorMutation(CreateDuerDocument, { errorsOf: createErrors, onDone });
}

/** Adds a work unit; the DUER's units and the base units left are read again. */
export function useAddDuerCategorieMutation() {
  return useUserErrorMutation(AddDuerCategorieDocument, { errorsOf: addErrors, onDone: forgetUnits });
}

const addErrors = (data: AddDuerCategorieMutation) => data.addDuerCategorie.errors;

function forgetUnits(cache: ApolloCache, _data: unknown, variables: AddDuerCategorieMutationVariables) {
  const id = cache.identify({ __typename: 'Duer', id: variables.input.duerId });
  for (const fieldName of ['categories', 'categoriesDeBase', 'peutAjouterCategorie'])
    cache.evict({ id, fieldName });
}
