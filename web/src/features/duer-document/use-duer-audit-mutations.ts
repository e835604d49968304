import {
  AUDIT_ADD_CATEGORY_FAILED,
  AUDIT_ADD_QUESTION_FAILED,
  AUDIT_DELETE_FAILED,
  AUDIT_SAVE_FAILED,
} from '@portal/schema/rules/duer-audit';
import { graphql } from '../../gql/index.ts';
import type {
  AddDuerAuditCategorieMutation,
  AddDuerAuditQuestionMutation,
  DeleteDuerAuditQuestionMutation,
  SaveDuerAuditMutation,
} from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

// Each payload's DUER brings its audit back into the cache: the screen's stored answers follow.
const SaveDuerAuditDocument = graphql(`
  mutation SaveDuerAudit($input: SaveDuerAuditInput!) {
    saveDuerAudit(input: $input) {
      duer {
        id
        ...DuerAuditEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddDuerAuditQuestionDocument = graphql(`
  mutation AddDuerAuditQuestion($input: AddDuerAuditQuestionInput!) {
    addDuerAuditQuestion(input: $input) {
      duer {
        id
        ...DuerAuditEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddDuerAuditCategorieDocument = graphql(`
  mutation AddDuerAuditCategorie($input: AddDuerAuditCategorieInput!) {
    addDuerAuditCategorie(input: $input) {
      duer {
        id
        ...DuerAuditEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteDuerAuditQuestionDocument = graphql(`
  mutation DeleteDuerAuditQuestion($auditQuestionId: ID!) {
    deleteDuerAuditQuestion(auditQuestionId: $auditQuestionId) {
      duer {
        id
        ...DuerAuditEditor_duer
      }
      errors {
        field
        message
      }
    }
  }
`);

export const useSaveDuerAudit = () =>
  useUserErrorMutation(SaveDuerAuditDocument, {
    errorsOf: (data: SaveDuerAuditMutation) => data.saveDuerAudit.errors,
    fallback: AUDIT_SAVE_FAILED,
  });

export const useAddDuerAuditQuestion = () =>
  useUserErrorMutation(AddDuerAuditQuestionDocument, {
    errorsOf: (data: AddDuerAuditQuestionMutation) => data.addDuerAuditQuestion.errors,
    fallback: AUDIT_ADD_QUESTION_FAILED,
  });

export const useAddDuerAuditCategorie = () =>
  useUserErrorMutation(AddDuerAuditCategorieDocument, {
    errorsOf: (data: AddDuerAuditCategorieMutation) => data.addDuerAuditCategorie.errors,
    fallback: AUDIT_ADD_CATEGORY_FAILED,
  });

export const useDeleteDuerAuditQuestion = () =>
  useUserErrorMutation(DeleteDuerAuditQuestionDocument, {
    errorsOf: (data: DeleteDuerAuditQuestionMutation) => data.deleteDuerAuditQuestion.errors,
    fallback: AUDIT_DELETE_FAILED,
  });
