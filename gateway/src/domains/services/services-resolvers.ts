import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as services from './services-service.ts';

export const servicesResolvers: Resolvers = {
  Dossier: {
    services: (d, _args, ctx) => services.fileServices(ctx, d),
    service: (d, { slug }, ctx) => services.fileService(ctx, d, slug),
    serviceCallbackContact: (d, _args, ctx) => services.fileCallbackContact(ctx, d),
  },
  Mutation: {
    requestServiceCallback: (_p, { input }, ctx) => services.requestCallback(ctx, input),
  },
};
