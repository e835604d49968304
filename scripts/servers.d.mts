// Types of servers.mjs for TypeScript callers (the tests start bundled servers with it).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export type ServerName = 'legacy-api' | 'gateway';

export interface ServerOptions {
  /** The folder holding `<name>/dist/`: the repository by default. */
  root?: string;
  /** The child's whole environment. */
  env?: NodeJS.ProcessEnv;
  /** Runs the sources through tsx instead of the bundle. */
  dev?: boolean;
}

export declare const repoRoot: string;

export declare const servers: Record<
  ServerName,
  {
    entry: string;
    bundle: string;
    nodeFlags: string[];
    /** Settings of the runtime (not of the server) its bundle runs with. */
    env: Record<string, string>;
    readyUrl(env: NodeJS.ProcessEnv): string;
  }
>;

export declare function spawnServer(
  name: ServerName,
  options?: ServerOptions & { stdio?: StdioOptions },
): ChildProcess;

export declare function startServer(
  name: ServerName,
  options?: ServerOptions & { timeoutMs?: number },
): Promise<{ child: ChildProcess; stop(): Promise<void>; output: string[] }>;
