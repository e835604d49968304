import type { ZoneType } from '@portal/schema/rules/yield-map';
import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  type LegacyQuartiles,
  type LegacyYieldAverage,
  type LegacyZone,
  quartilesShape,
  rendementsMoyensShape,
  zonesAgricolesShape,
} from './yield-map-shapes.ts';

/** The yield map's calls (legacy-api/CONTRACT.md, /api/assolement): the same for every file. */
export class YieldMapApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/assolement/zonesagricoles?type */
  async zones(type: ZoneType): Promise<LegacyZone[]> {
    return (await this.#client.get(`/api/assolement/zonesagricoles?type=${type}`, zonesAgricolesShape)).data;
  }

  /** GET /api/assolement/rendement/{millesime}?groupBy */
  async averages(millesime: number, groupBy: ZoneType): Promise<LegacyYieldAverage[]> {
    return (
      await this.#client.get(
        `/api/assolement/rendement/${millesime}?groupBy=${groupBy}`,
        rendementsMoyensShape,
      )
    ).data;
  }

  /** GET /api/assolement/quartiles/{culture}/{year} */
  async quartiles(culture: number, year: number): Promise<LegacyQuartiles> {
    return (await this.#client.get(`/api/assolement/quartiles/${culture}/${year}`, quartilesShape)).data;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly yieldMap: YieldMapApi;
  }
}
