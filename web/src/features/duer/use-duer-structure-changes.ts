import type { ApolloCache } from '@apollo/client';
import { DUER_FAILURES } from '@portal/schema/rules/duer';
import { graphql } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const RenameDuerCategorieDocument = graphql(`
  mutation RenameDuerCategorie($input: RenameDuerElementInput!) {
    renameDuerCategorie(input: $input) {
      duer {
        id
      }
      categorie {
        id
        legacyId
        nom
      }
      errors {
        field
        message
      }
    }
  }
`);

export const RenameDuerModuleDocument = graphql(`
  mutation RenameDuerModule($input: RenameDuerElementInput!) {
    renameDuerModule(input: $input) {
      module {
        id
        nom
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteDuerModuleDocument = graphql(`
  mutation DeleteDuerModule($id: ID!) {
    deleteDuerModule(id: $id) {
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

export const CopyDuerModuleDocument = graphql(`
  mutation CopyDuerModule($input: CopyDuerModuleInput!) {
    copyDuerModule(input: $input) {
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

/** A unit's modules, read again after one was deleted or copied into it. */
const forgetModules = (cache: ApolloCache, categorieId: string) =>
  cache.evict({ id: cache.identify({ __typename: 'DuerCategorie', id: categorieId }), fieldName: 'modules' });

/**
 * Renames a work unit; the DUER's units are read again, and `onRenamed` gets the unit's legacy id, a new one when a
 * catalogue unit gave way to one of the file.
 */
export const useRenameDuerCategorieMutation = (onRenamed?: (legacyId: string) => void) =>
  useUserErrorMutation(RenameDuerCategorieDocument, {
    errorsOf: (data) => data.renameDuerCategorie.errors,
    fallback: DUER_FAILURES.updateCategory,
    onDone: (cache, data) => {
      const { duer, categorie } = data.renameDuerCategorie;
      if (duer)
        for (const fieldName of ['categories', 'categoriesDeBase', 'categorie'])
          cache.evict({ id: cache.identify({ __typename: 'Duer', id: duer.id }), fieldName });
      if (categorie) onRenamed?.(categorie.legacyId);
    },
  });

/** Renames a module; its new name comes back in the payload. */
export const useRenameDuerModuleMutation = () =>
  useUserErrorMutation(RenameDuerModuleDocument, {
    errorsOf: (data) => data.renameDuerModule.errors,
    fallback: DUER_FAILURES.updateModule,
  });

export const useDeleteDuerModuleMutation = () =>
  useUserErrorMutation(DeleteDuerModuleDocument, {
    errorsOf: (data) => data.deleteDuerModule.errors,
    fallback: DUER_FAILURES.deleteModule,
    onDone: (cache, data) => {
      const id = data.deleteDuerModule.categorie?.id;
      if (id) forgetModules(cache, id);
    },
  });

/** Copies a module into another unit, whose modules are read again when it is opened. */
export const useCopyDuerModuleMutation = () =>
  useUserErrorMutation(CopyDuerModuleDocument, {
    errorsOf: (data) => data.copyDuerModule.errors,
    fallback: DUER_FAILURES.copyModule,
    onDone: (cache, _data, variables) => forgetModules(cache, variables.input.categorieId),
  });

export const SaveDuerModuleRemarqueDocument = graphql(`
  mutation SaveDuerModuleRemarque($input: SaveDuerModuleRemarqueInput!) {
    saveDuerModuleRemarque(input: $input) {
      module {
        id
        remarque
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Saves a module's remark; the payload's module carries it back. */
export const useSaveDuerModuleRemarqueMutation = () =>
  useUserErrorMutation(SaveDuerModuleRemarqueDocument, {
    errorsOf: (data) => data.saveDuerModuleRemarque.errors,
    fallback: DUER_FAILURES.save,
  });
