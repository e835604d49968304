import path from 'node:path';
import { freePort, repoRoot, startProgram } from './programs.ts';

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

/** The web app's build the gateway serves: `npm run build -w @portal/web` writes it. */
export const WEB_DIST_DIR = path.join(repoRoot, 'web', 'dist');

/**
 * Starts the gateway as a child process on a free port in front of `legacyUrl`, serving the built web app;
 * resolves once `/readyz` says it reaches the emulator. `env` adds or overrides settings.
 */
export async function startGatewayProgram(options: {
  legacyUrl: string;
  env?: Record<string, string>;
  /** The port, for a gateway that takes over another's address (a release); a free one by default. */
  port?: number;
  /** Another build of the gateway (`gateway/dist/index.mjs` of another checkout); this checkout's by default. */
  bundle?: string;
}): Promise<RunningGateway> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const program = await startProgram(
    'gateway',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LEGACY_API_URL: options.legacyUrl,
      WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    `${url}/readyz`,
    options.bundle,
  );
  return { url, stop: () => program.stop() };
}
