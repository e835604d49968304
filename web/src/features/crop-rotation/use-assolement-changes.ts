import {
  ADD_FAILED,
  DELETE_FAILED,
  PREVIOUS_YEAR_FAILED,
  UPDATE_FAILED,
} from '@portal/schema/rules/crop-rotation';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { AssolementPayload_fields } from './assolement-payload.ts';

export const AddAssolementCultureDocument = graphql(`
  mutation AddAssolementCulture($input: AddAssolementCultureInput!) {
    addAssolementCulture(input: $input) {
      ...AssolementPayload_fields
    }
  }
`);

export const UpdateAssolementCultureDocument = graphql(`
  mutation UpdateAssolementCulture($input: UpdateAssolementCultureInput!) {
    updateAssolementCulture(input: $input) {
      ...AssolementPayload_fields
    }
  }
`);

export const DeleteAssolementCultureDocument = graphql(`
  mutation DeleteAssolementCulture($id: ID!) {
    deleteAssolementCulture(id: $id) {
      ...AssolementPayload_fields
    }
  }
`);

export const ImportPreviousAssolementDocument = graphql(`
  mutation ImportPreviousAssolement($id: ID!) {
    importPreviousAssolement(id: $id) {
      ...AssolementPayload_fields
    }
  }
`);

export const EmptyAssolementDocument = graphql(`
  mutation EmptyAssolement($id: ID!) {
    emptyAssolement(id: $id) {
      ...AssolementPayload_fields
    }
  }
`);

type Payload = FragmentType<typeof AssolementPayload_fields>;

/**
 * A change of a year: the payload's year replaces the cached one by its id, so the list and its total follow;
 * a call that fails without a message of its own answers the spec's failure for that change (§8).
 */
function useAssolementChange<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: TData) => Payload,
  fallback: string,
) {
  return useUserErrorMutation(document, {
    errorsOf: (data) => getFragmentData(AssolementPayload_fields, payloadOf(data)).errors,
    fallback,
  });
}

export const useAddAssolementCultureMutation = () =>
  useAssolementChange(AddAssolementCultureDocument, (d) => d.addAssolementCulture, ADD_FAILED);
export const useUpdateAssolementCultureMutation = () =>
  useAssolementChange(UpdateAssolementCultureDocument, (d) => d.updateAssolementCulture, UPDATE_FAILED);
export const useDeleteAssolementCultureMutation = () =>
  useAssolementChange(DeleteAssolementCultureDocument, (d) => d.deleteAssolementCulture, DELETE_FAILED);
export const useImportPreviousAssolementMutation = () =>
  useAssolementChange(
    ImportPreviousAssolementDocument,
    (d) => d.importPreviousAssolement,
    PREVIOUS_YEAR_FAILED,
  );
export const useEmptyAssolementMutation = () =>
  useAssolementChange(EmptyAssolementDocument, (d) => d.emptyAssolement, DELETE_FAILED);
