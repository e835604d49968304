import type { Domain } from '../domain.ts';
import { generalAssemblyPrefetch } from './general-assembly-prefetch.ts';
import { GeneralAssemblyApi } from './general-assembly-api.ts';
import { generalAssemblyResolvers } from './general-assembly-resolvers.ts';

export const generalAssemblyDomain: Domain = {
  areas: (calls) => ({ generalAssembly: new GeneralAssemblyApi(calls) }),
  resolvers: [generalAssemblyResolvers],
  prefetch: generalAssemblyPrefetch,
};
