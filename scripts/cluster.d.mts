// Types of cluster.mjs for TypeScript callers (the topology tests start the production shape with it).
import type { ChildProcess } from 'node:child_process';

export interface ClusterProgram {
  name: string;
  child: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ClusterReplica {
  name: string;
  port: number;
  /** Its own address, on loopback: the tests' way around nginx. */
  url: string;
  /** Every line it has written since the shape started, across its restarts. */
  output: string[];
  program: ClusterProgram | null;
  start(): Promise<ClusterReplica>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx's address: the portal. */
  url: string;
  /** The shape's data folder: postgres/, redis/, legacy/ (the emulator's files), uploads/ (the replicas' parts). */
  dir: string;
  legacyUrl: string;
  databaseUrl: string;
  redisUrl: string;
  replicas: ClusterReplica[];
  restartRedis(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export declare function missingPackages(): string[];
export declare function freePort(): Promise<number>;
export declare function redisCommand(port: number, command: string): Promise<string | null>;
export declare function startPostgres(
  dir: string,
  port: number,
  onOutput?: (name: string, text: string) => void,
): Promise<ClusterProgram & { url: string }>;
export declare function startCluster(options?: {
  dir?: string;
  port?: number;
  env?: Record<string, string>;
  onOutput?: (name: string, text: string) => void;
}): Promise<Cluster>;
