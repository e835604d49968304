import { useCallback } from 'react';
import { graphql } from '../../gql/index.ts';
import type {
  CodeMode,
  SendMailChangeCodeMutation,
  SendPasswordChangeCodeMutation,
} from '../../gql/graphql.ts';
import { useUserErrorMutation, type UserErrorLike } from '../../lib/use-user-error-mutation.ts';

const SendPasswordChangeCodeDocument = graphql(`
  mutation SendPasswordChangeCode {
    sendPasswordChangeCode {
      sent
      errors {
        field
        message
      }
    }
  }
`);

const SendMailChangeCodeDocument = graphql(`
  mutation SendMailChangeCode($mode: CodeMode!) {
    sendMailChangeCode(mode: $mode) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** Sends the code of a change of password (by mail): answers the refusals, none once sent. */
export function useSendPasswordChangeCode(): () => Promise<UserErrorLike[]> {
  const [send] = useUserErrorMutation(SendPasswordChangeCodeDocument, {
    errorsOf: (data: SendPasswordChangeCodeMutation) => data.sendPasswordChangeCode.errors,
  });
  return useCallback(() => send({}), [send]);
}

/** Sends the code of a change of e-mail by mail or SMS: answers the refusals, none once sent. */
export function useSendMailChangeCode(): (mode: CodeMode) => Promise<UserErrorLike[]> {
  const [send] = useUserErrorMutation(SendMailChangeCodeDocument, {
    errorsOf: (data: SendMailChangeCodeMutation) => data.sendMailChangeCode.errors,
  });
  return useCallback((mode: CodeMode) => send({ mode }), [send]);
}
