import type { ApolloCache } from '@apollo/client';
import { DUER_FAILURES } from '@portal/schema/rules/duer';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type { AddDuerGroupeAutreDuerMutation, AddDuerModuleExistantMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const AddDuerModuleExistantDocument = graphql(`
  mutation AddDuerModuleExistant($input: AddDuerModuleExistantInput!) {
    addDuerModuleExistant(input: $input) {
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

export const AddDuerGroupeAutreDuerDocument = graphql(`
  mutation AddDuerGroupeAutreDuer($input: AddDuerGroupeAutreDuerInput!) {
    addDuerGroupeAutreDuer(input: $input) {
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

/** Adds a base module or another DUER's module (§8 'copie du module'); the unit's lists are read again. */
export function useAddDuerModuleExistantMutation(categorieId: string) {
  const onDone = useCallback(
    (cache: ApolloCache) => {
      const id = cache.identify({ __typename: 'DuerCategorie', id: categorieId });
      for (const fieldName of ['modules', 'modulesDeBase', 'modulesAutresDuers'])
        cache.evict({ id, fieldName });
    },
    [categorieId],
  );
  return useUserErrorMutation(AddDuerModuleExistantDocument, {
    errorsOf: (data: AddDuerModuleExistantMutation) => data.addDuerModuleExistant.errors,
    fallback: DUER_FAILURES.copyModule,
    onDone,
  });
}

/** Copies another DUER's operation (§8 'copie de l'opération'); the module's lists are read again. */
export function useAddDuerGroupeAutreDuerMutation() {
  return useUserErrorMutation(AddDuerGroupeAutreDuerDocument, {
    errorsOf: (data: AddDuerGroupeAutreDuerMutation) => data.addDuerGroupeAutreDuer.errors,
    fallback: DUER_FAILURES.copyOperation,
    onDone: (cache, data) => {
      const module = data.addDuerGroupeAutreDuer.module?.id;
      if (!module) return;
      const id = cache.identify({ __typename: 'DuerModule', id: module });
      for (const fieldName of ['groupes', 'groupesDeBase', 'groupesAutresDuers'])
        cache.evict({ id, fieldName });
    },
  });
}
