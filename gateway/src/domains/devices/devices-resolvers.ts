import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as devices from './devices-service.ts';

export const devicesResolvers: Resolvers = {
  Viewer: {
    devices: (_identity, _args, ctx) => devices.viewerDevices(ctx),
  },
  Mutation: {
    signOutDevice: (_p, { deviceId }, ctx) => devices.signOutDevice(ctx, deviceId),
  },
};
