import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { abonnementShape, type LegacyAbonnement } from './billing-shapes.ts';
import { segment } from '../legacy-shapes.ts';

const abonnementPath = (codeDossier: string) => `/api/AbonnementDossier/${segment(codeDossier)}`;

/** The settings a member changes, as PUT /api/AbonnementDossier/{code}/parametres takes them. */
export interface BillingSettingsBody {
  receptionCderInfo: string;
  receptionFactureElectronique: boolean;
  emailPlateformeFacturation: string | null;
}

/** A file's subscription: settings, fee, receivable, invoices (spec 001 §7 Billing). */
export class BillingApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/AbonnementDossier/{code} */
  ofFile(codeDossier: string): Promise<LegacyAbonnement> {
    return this.#client.get(abonnementPath(codeDossier), abonnementShape);
  }

  /** PUT /api/AbonnementDossier/{code}/parametres: the subscription as saved; the cached one is dropped. */
  async saveSettings(codeDossier: string, body: BillingSettingsBody): Promise<LegacyAbonnement> {
    const path = abonnementPath(codeDossier);
    const { data } = await this.#client.send('PUT', `${path}/parametres`, abonnementShape, { body });
    this.#client.forget(path);
    return data;
  }

  /** Legacy path of the blank SEPA mandate (streamed by the file routes). */
  mandatePath(): string {
    return '/api/AbonnementDossier/mandat';
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly billing: BillingApi;
  }
}
