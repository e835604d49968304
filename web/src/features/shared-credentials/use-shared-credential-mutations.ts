import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import type {
  AddSharedCredentialMutation,
  DeleteSharedCredentialMutation,
  UpdateSharedCredentialMutation,
} from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import {
  CREDENTIAL_CREATE_FAILED,
  CREDENTIAL_DELETE_FAILED,
  CREDENTIAL_UPDATE_FAILED,
} from '@portal/schema/rules/credentials';

// No mutation asks for a password back (the schema has no such field): the variables carry it to the gateway
// only, and Apollo drops a mutation's root fields from the cache once written.

const AddSharedCredentialDocument = graphql(`
  mutation AddSharedCredential($input: AddSharedCredentialInput!) {
    addSharedCredential(input: $input) {
      sharedCredential {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The fields the edit modal stamps on the card before the gateway answers (spec 000 §4). */
const UpdateSharedCredentialDocument = graphql(`
  mutation UpdateSharedCredential($input: UpdateSharedCredentialInput!) {
    updateSharedCredential(input: $input) {
      sharedCredential {
        id
        titre
        nomUtilisateur
        tooltip
        dateModificationAdherent
        adherentModification
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteSharedCredentialDocument = graphql(`
  mutation DeleteSharedCredential($id: ID!) {
    deleteSharedCredential(id: $id) {
      errors {
        field
        message
      }
    }
  }
`);

/** Spec 000 §8: after an addition or a deletion the list is loaded again (the vault's query asks anew). */
function reloadList(codeDossier: string) {
  return (cache: ApolloCache) => {
    cache.evict({
      id: cache.identify({ __typename: 'Dossier', id: codeDossier }),
      fieldName: 'sharedCredentials',
    });
    cache.gc();
  };
}

const addErrors = (data: AddSharedCredentialMutation) => data.addSharedCredential.errors;
const updateErrors = (data: UpdateSharedCredentialMutation) => data.updateSharedCredential.errors;
const deleteErrors = (data: DeleteSharedCredentialMutation) => data.deleteSharedCredential.errors;

export function useAddSharedCredentialMutation(codeDossier: string) {
  return useUserErrorMutation(AddSharedCredentialDocument, {
    errorsOf: addErrors,
    fallback: CREDENTIAL_CREATE_FAILED,
    onDone: reloadList(codeDossier),
  });
}

export function useUpdateSharedCredentialMutation() {
  return useUserErrorMutation(UpdateSharedCredentialDocument, {
    errorsOf: updateErrors,
    fallback: CREDENTIAL_UPDATE_FAILED,
  });
}

export function useDeleteSharedCredentialMutation(codeDossier: string) {
  return useUserErrorMutation(DeleteSharedCredentialDocument, {
    errorsOf: deleteErrors,
    fallback: CREDENTIAL_DELETE_FAILED,
    onDone: reloadList(codeDossier),
  });
}
