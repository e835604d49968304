import { credentialTooltip, managesCredentials } from '@portal/schema/rules/credentials';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as credentials from './credentials-service.ts';

export const credentialsResolvers: Resolvers = {
  Dossier: {
    managesCredentials: (d) => managesCredentials(d.idRole),
    sharedCredentials: (d, _args, ctx) => credentials.fileCredentials(ctx, d),
  },
  SharedCredential: {
    id: (c) => entityIdOf(c.codeDossier, c.id),
    legacyId: (c) => c.id,
    tooltip: (c) => credentialTooltip(c),
  },
  Mutation: {
    addSharedCredential: (_p, { input }, ctx) => credentials.add(ctx, input),
    updateSharedCredential: (_p, { input }, ctx) => credentials.update(ctx, input),
    deleteSharedCredential: (_p, { id }, ctx) => credentials.remove(ctx, id),
  },
};
