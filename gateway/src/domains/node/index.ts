import type { Domain } from '../domain.ts';
import { nodeResolvers } from './node-resolvers.ts';

/** Global ids (issue 46, decision 017): `Node`, `node(nodeId:)` and `nodes(nodeIds:)`. */
export const nodeDomain: Domain = {
  resolvers: [nodeResolvers],
};
