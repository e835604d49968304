import type { Domain } from '../domain.ts';
import { InvitationsApi } from './invitations-api.ts';
import { invitationsResolvers } from './invitations-resolvers.ts';

export const invitationsDomain: Domain = {
  areas: (calls) => ({ invitations: new InvitationsApi(calls) }),
  resolvers: [invitationsResolvers],
};
