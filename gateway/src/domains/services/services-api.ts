import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { okShape, segment } from '../legacy-shapes.ts';
import { serviceListShape, type LegacyService } from './services-shapes.ts';

/** The services directory and its callback requests (spec 001 §7 Service directory). */
export class ServicesApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/annuaire-services */
  list(): Promise<LegacyService[]> {
    return this.#client.get('/api/annuaire-services', serviceListShape);
  }

  /** POST /api/annuaire-services/{id}/rappel: asks the file's contact to call back about the service. */
  async requestCallback(serviceId: string, codeAgent: string, codeDossier: string): Promise<void> {
    await this.#client.send('POST', `/api/annuaire-services/${segment(serviceId)}/rappel`, okShape, {
      body: { codeAgent, codeDossier },
    });
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly services: ServicesApi;
  }
}
