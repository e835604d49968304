import type { Domain } from '../domain.ts';
import { toolsPrefetch } from './tools-prefetch.ts';
import { ToolsApi } from './tools-api.ts';
import { toolsResolvers } from './tools-resolvers.ts';

export const toolsDomain: Domain = {
  areas: (calls) => ({ tools: new ToolsApi(calls) }),
  resolvers: [toolsResolvers],
  prefetch: toolsPrefetch,
};
