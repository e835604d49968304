import { graphql } from '../../gql/index.ts';
import type { SignOutDeviceMutation } from '../../gql/graphql.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';

export const SignOutDeviceDocument = graphql(`
  mutation SignOutDevice($deviceId: ID!) {
    signOutDevice(deviceId: $deviceId) {
      signedOutId
      errors {
        field
        message
      }
    }
  }
`);

/** Signs a device out and drops it from the cache, so the list no longer shows it. */
export function useSignOutDeviceMutation() {
  return useUserErrorMutation(SignOutDeviceDocument, {
    errorsOf: (data: SignOutDeviceMutation) => data.signOutDevice.errors,
    onDone: (cache, _data, { deviceId }) => {
      cache.evict({ id: cache.identify({ __typename: 'Device', id: deviceId }) });
      cache.gc();
    },
  });
}
