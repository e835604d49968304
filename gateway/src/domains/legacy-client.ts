import type { FastifyBaseLogger } from 'fastify';
import type { LegacyHttp } from '../transport/http.ts';
import type { LegacyAreas } from '../transport/legacy-calls.ts';
import { LegacyRequestClient } from '../transport/legacy-client.ts';
import type { PortalSession } from '../transport/legacy-identity.ts';
import { legacyAreas } from './index.ts';

/** The legacy API as one HTTP request sees it (transport/legacy-client.ts), with every domain's area on it. */
// The interface below names the areas that the constructor's Object.assign adds: merged on purpose.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class LegacyClient extends LegacyRequestClient {
  constructor(
    http: LegacyHttp,
    options: {
      session: PortalSession | null;
      requestId: string;
      log: FastifyBaseLogger;
      callsPerRequest: number;
    },
  ) {
    super(http, options);
    Object.assign(this, legacyAreas(this));
  }

  /** Switches session, and primes the session check with the new identity (the auth area's). */
  override useSession(session: PortalSession | null): void {
    super.useSession(session);
    if (session) this.auth.remember(session.identity);
  }
}

// The areas Object.assign puts on each client, as the domains declare them.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface LegacyClient extends LegacyAreas {}
