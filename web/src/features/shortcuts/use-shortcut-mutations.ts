import { graphql } from '../../gql/index.ts';
import type { DeleteShortcutMutation, SaveShortcutMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const SaveShortcutDocument = graphql(`
  mutation SaveShortcut($input: SaveShortcutInput!) {
    saveShortcut(input: $input) {
      shortcut {
        id
        libelle
        url
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteShortcutDocument = graphql(`
  mutation DeleteShortcut($shortcutId: ID!) {
    deleteShortcut(shortcutId: $shortcutId) {
      shortcut {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/** Adds or changes a shortcut; a change updates the cached one by its id, the list asks again when shown. */
export function useSaveShortcutMutation() {
  return useUserErrorMutation(SaveShortcutDocument, {
    errorsOf: (data: SaveShortcutMutation) => data.saveShortcut.errors,
  });
}

/** Deletes a shortcut and drops it from the cache, so no list shows it any more. */
export function useDeleteShortcutMutation() {
  return useUserErrorMutation(DeleteShortcutDocument, {
    errorsOf: (data: DeleteShortcutMutation) => data.deleteShortcut.errors,
    onDone: (cache, _data, { shortcutId }) => {
      cache.evict({ id: cache.identify({ __typename: 'Shortcut', id: shortcutId }) });
      cache.gc();
    },
  });
}
