import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import { useCallback } from 'react';
import { DUER_FAILURES } from '@portal/schema/rules/duer';
import type {
  AddDuerGroupeEtRisqueMutation,
  AddDuerModuleMutation,
  SaveDuerRisquesMutation,
  SwitchDuerModuleValidationMutation,
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

export const AddDuerModuleDocument = graphql(`
  mutation AddDuerModule($input: AddDuerModuleInput!) {
    addDuerModule(input: $input) {
      module {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const SwitchDuerModuleValidationDocument = graphql(`
  mutation SwitchDuerModuleValidation($id: ID!) {
    switchDuerModuleValidation(id: $id) {
      module {
        id
        estValide
        forcerValidation
      }
      errors {
        field
        message
      }
    }
  }
`);

export const SaveDuerRisquesDocument = graphql(`
  mutation SaveDuerRisques($input: SaveDuerRisquesInput!) {
    saveDuerRisques(input: $input) {
      module {
        id
        estValide
        groupes {
          id
          ordre
          risques {
            id
            ordre
            estActif
            gravite
            frequence
            maitrise
            mesureExistante
            mesureAFaire
            mesureQui
            mesureDelai
          }
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

export const AddDuerGroupeEtRisqueDocument = graphql(`
  mutation AddDuerGroupeEtRisque($input: AddDuerGroupeEtRisqueInput!) {
    addDuerGroupeEtRisque(input: $input) {
      module {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The unit's modules are read again after one is added. */
export function useAddDuerModuleMutation(categorieId: string) {
  const onDone = useCallback(
    (cache: ApolloCache) =>
      cache.evict({
        id: cache.identify({ __typename: 'DuerCategorie', id: categorieId }),
        fieldName: 'modules',
      }),
    [categorieId],
  );
  return useUserErrorMutation(AddDuerModuleDocument, {
    errorsOf: (data: AddDuerModuleMutation) => data.addDuerModule.errors,
    onDone,
  });
}

export function useSwitchDuerModuleValidationMutation() {
  return useUserErrorMutation(SwitchDuerModuleValidationDocument, {
    errorsOf: (data: SwitchDuerModuleValidationMutation) => data.switchDuerModuleValidation.errors,
  });
}

export function useSaveDuerRisquesMutation() {
  return useUserErrorMutation(SaveDuerRisquesDocument, {
    errorsOf: (data: SaveDuerRisquesMutation) => data.saveDuerRisques.errors,
    fallback: DUER_FAILURES.save,
  });
}

/** The module's operations are read again after one is added. */
export function useAddDuerGroupeEtRisqueMutation() {
  return useUserErrorMutation(AddDuerGroupeEtRisqueDocument, {
    errorsOf: (data: AddDuerGroupeEtRisqueMutation) => data.addDuerGroupeEtRisque.errors,
    fallback: DUER_FAILURES.createOperationAndRisk,
    onDone: (cache, data) => {
      const id = data.addDuerGroupeEtRisque.module?.id;
      if (id) cache.evict({ id: cache.identify({ __typename: 'DuerModule', id }), fieldName: 'groupes' });
    },
  });
}
