import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { DUER_FAILURES } from '@portal/schema/rules/duer';
import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation, type UserErrorLike } from '../../lib/use-user-error-mutation.ts';

export const AddDuerGroupeDocument = graphql(`
  mutation AddDuerGroupe($input: AddDuerGroupeInput!) {
    addDuerGroupe(input: $input) {
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

export const AddDuerRisqueDocument = graphql(`
  mutation AddDuerRisque($input: AddDuerRisqueInput!) {
    addDuerRisque(input: $input) {
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

export const RenameDuerGroupeDocument = graphql(`
  mutation RenameDuerGroupe($input: RenameDuerElementInput!) {
    renameDuerGroupe(input: $input) {
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

export const RenameDuerRisqueDocument = graphql(`
  mutation RenameDuerRisque($input: RenameDuerElementInput!) {
    renameDuerRisque(input: $input) {
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

export const DeleteDuerGroupeDocument = graphql(`
  mutation DeleteDuerGroupe($id: ID!) {
    deleteDuerGroupe(id: $id) {
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

export const DeleteDuerRisqueDocument = graphql(`
  mutation DeleteDuerRisque($id: ID!) {
    deleteDuerRisque(id: $id) {
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

interface ModulePayload {
  module?: { id: string } | null;
  errors: readonly UserErrorLike[];
}

/**
 * A change of the module's operations or risks: its payload's errors, the §8 message when it fails without one,
 * and the module's operations and the base operations left read again once it went through.
 */
function useModuleChange<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: TData) => ModulePayload,
  fallback: string,
) {
  const onDone = useCallback(
    (cache: ApolloCache, data: TData) => {
      const id = payloadOf(data).module?.id;
      if (!id) return;
      for (const fieldName of ['groupes', 'groupesDeBase'])
        cache.evict({ id: cache.identify({ __typename: 'DuerModule', id }), fieldName });
    },
    [payloadOf],
  );
  const errorsOf = useCallback((data: TData) => payloadOf(data).errors, [payloadOf]);
  return useUserErrorMutation(document, { errorsOf, fallback, onDone });
}

/** Adds an empty operation (§8 'création') or a base one (§8 'ajout'). */
export const useAddDuerGroupeMutation = (base: boolean) =>
  useModuleChange(
    AddDuerGroupeDocument,
    (d) => d.addDuerGroupe,
    base ? DUER_FAILURES.addOperation : DUER_FAILURES.createOperation,
  );

export const useAddDuerRisqueMutation = () =>
  useModuleChange(AddDuerRisqueDocument, (d) => d.addDuerRisque, DUER_FAILURES.createRisk);

export const useRenameDuerGroupeMutation = () =>
  useModuleChange(RenameDuerGroupeDocument, (d) => d.renameDuerGroupe, DUER_FAILURES.updateGroup);

export const useRenameDuerRisqueMutation = () =>
  useModuleChange(RenameDuerRisqueDocument, (d) => d.renameDuerRisque, DUER_FAILURES.updateRisk);

export const useDeleteDuerGroupeMutation = () =>
  useModuleChange(DeleteDuerGroupeDocument, (d) => d.deleteDuerGroupe, DUER_FAILURES.deleteOperation);

export const useDeleteDuerRisqueMutation = () =>
  useModuleChange(DeleteDuerRisqueDocument, (d) => d.deleteDuerRisque, DUER_FAILURES.deleteRisk);

export const SaveDuerModuleOrdresDocument = graphql(`
  mutation SaveDuerModuleOrdres($input: SaveDuerModuleOrdresInput!) {
    saveDuerModuleOrdres(input: $input) {
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

/** Saves the moved modules' orders; the unit's modules are read again. */
export function useSaveDuerModuleOrdresMutation() {
  return useUserErrorMutation(SaveDuerModuleOrdresDocument, {
    errorsOf: (data) => data.saveDuerModuleOrdres.errors,
    fallback: DUER_FAILURES.updateModule,
    onDone: (cache, _data, variables) =>
      cache.evict({
        id: cache.identify({ __typename: 'DuerCategorie', id: variables.input.categorieId }),
        fieldName: 'modules',
      }),
  });
}
