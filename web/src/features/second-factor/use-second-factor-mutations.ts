import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql/index.ts';
import type {
  ConfirmAuthenticatorMutation,
  ConfirmPasskeyMutation,
  RemoveSecondFactorMutation,
  RenameSecondFactorMutation,
} from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const StartAuthenticatorEnrolmentDocument = graphql(`
  mutation StartAuthenticatorEnrolment {
    startAuthenticatorEnrolment {
      enrolment {
        enrolmentKey
        secret
        otpauthUri
        qrCodeSvg
      }
      errors {
        field
        message
      }
    }
  }
`);

const ConfirmAuthenticatorDocument = graphql(`
  mutation ConfirmAuthenticator($input: ConfirmAuthenticatorInput!) {
    confirmAuthenticator(input: $input) {
      secondFactor {
        id
        name
      }
      recoveryCodes
      errors {
        field
        message
      }
    }
  }
`);

const RenameSecondFactorDocument = graphql(`
  mutation RenameSecondFactor($input: RenameSecondFactorInput!) {
    renameSecondFactor(input: $input) {
      secondFactor {
        id
        name
      }
      errors {
        field
        message
      }
    }
  }
`);

const RemoveSecondFactorDocument = graphql(`
  mutation RemoveSecondFactor($input: RemoveSecondFactorInput!) {
    removeSecondFactor(input: $input) {
      removedId
      errors {
        field
        message
      }
    }
  }
`);

export const StartPasskeyEnrolmentDocument = graphql(`
  mutation StartPasskeyEnrolment {
    startPasskeyEnrolment {
      options
      errors {
        field
        message
      }
    }
  }
`);

const ConfirmPasskeyDocument = graphql(`
  mutation ConfirmPasskey($input: ConfirmPasskeyInput!) {
    confirmPasskey(input: $input) {
      secondFactor {
        id
        name
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The viewer's list and count of recovery codes are asked again after a change of the factors. */
const forgetFactors = (viewerId: string) => (cache: ApolloCache) => {
  const id = cache.identify({ __typename: 'Viewer', id: viewerId });
  cache.evict({ id, fieldName: 'secondFactors' });
  cache.evict({ id, fieldName: 'recoveryCodesLeft' });
};

/** Adds the app once its first code is right and hands the recovery codes (its first factor) to `onAdded`. */
export function useConfirmAuthenticatorMutation(
  viewerId: string,
  onAdded: (recoveryCodes: string[]) => void,
) {
  return useUserErrorMutation(ConfirmAuthenticatorDocument, {
    errorsOf: (data: ConfirmAuthenticatorMutation) => data.confirmAuthenticator.errors,
    onDone: (cache, data) => {
      onAdded(data.confirmAuthenticator.recoveryCodes ?? []);
      forgetFactors(viewerId)(cache);
    },
  });
}

export function useRenameSecondFactorMutation() {
  return useUserErrorMutation(RenameSecondFactorDocument, {
    errorsOf: (data: RenameSecondFactorMutation) => data.renameSecondFactor.errors,
  });
}

export function useRemoveSecondFactorMutation(viewerId: string) {
  return useUserErrorMutation(RemoveSecondFactorDocument, {
    errorsOf: (data: RemoveSecondFactorMutation) => data.removeSecondFactor.errors,
    onDone: (cache) => forgetFactors(viewerId)(cache),
  });
}

export function useConfirmPasskeyMutation(viewerId: string) {
  return useUserErrorMutation(ConfirmPasskeyDocument, {
    errorsOf: (data: ConfirmPasskeyMutation) => data.confirmPasskey.errors,
    onDone: (cache) => forgetFactors(viewerId)(cache),
  });
}
