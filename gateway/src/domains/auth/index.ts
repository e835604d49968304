import type { Domain } from '../domain.ts';
import { AuthApi } from './auth-api.ts';
import { UserApi } from './user-api.ts';
import { authResolvers } from './auth-resolvers.ts';

export const authDomain: Domain = {
  areas: (calls) => ({ auth: new AuthApi(calls), user: new UserApi(calls) }),
  resolvers: [authResolvers],
};
