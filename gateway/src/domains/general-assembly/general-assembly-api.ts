import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { agDatesShape, agInvitationListShape, agRegistrationShape } from './general-assembly-shapes.ts';
import { segment } from '../legacy-shapes.ts';

const invitationsPath = (year: number, codeDossier: string) =>
  `/api/ag/invitations/${year}?codeDossier=${segment(codeDossier)}`;

/** An invitation's answer as POST /api/ag/invitations/register takes it. */
export interface AgRegistrationBody {
  id: number;
  codeDossier: string;
  participe: boolean;
  nbPersonne: number;
  dateReponse: string;
  dateModification: string;
  adresseIp: string;
}

/** The general assembly's calls (spec 001 §7 General assembly). */
export class GeneralAssemblyApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/ag/dates: the registration period of the file's entity. */
  dates(codeDossier: string) {
    return this.#client.get(`/api/ag/dates?codeDossier=${segment(codeDossier)}`, agDatesShape);
  }

  /** GET /api/ag/invitations/{year} */
  invitations(year: number, codeDossier: string) {
    return this.#client.get(invitationsPath(year, codeDossier), agInvitationListShape);
  }

  /** POST /api/ag/invitations/register: the proxy record and the editor; the year's invitations are read again. */
  async register(year: number, body: AgRegistrationBody) {
    const { data } = await this.#client.send('POST', '/api/ag/invitations/register', agRegistrationShape, {
      body,
    });
    this.#client.forget(invitationsPath(year, body.codeDossier));
    return data;
  }

  /** Legacy path of the blank proxy form (streamed by the file routes). */
  proxyFormPath(): string {
    return '/api/ag/pouvoir';
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly generalAssembly: GeneralAssemblyApi;
  }
}
