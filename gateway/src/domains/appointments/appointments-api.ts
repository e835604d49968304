import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { multipartBody, type MultipartFile } from '../../transport/multipart-body.ts';
import { okShape, segment } from '../legacy-shapes.ts';
import {
  type LegacyAppointment,
  type LegacyParticipant,
  registeredShape,
  appointmentListShape,
  participantListShape,
} from './appointments-shapes.ts';

/** The spec's fetch limit for appointments (spec 000 §9). */
export const APPOINTMENTS_LIMIT = 100;

/** What a booking sends besides its files (CONTRACT.md `POST /api/appointments/register`). */
export interface BookingFields {
  codeAgent: string;
  raisonSociale: string;
  codeDossier: string;
  reason: string;
  tel: string;
  email: string;
}

/** Appointments of a file. */
export class AppointmentsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  #listPath(codeDossier: string): string {
    return `/api/appointments/${segment(codeDossier)}?limit=${APPOINTMENTS_LIMIT}`;
  }

  /** GET /api/appointments/{code}?limit=100, by date ascending. */
  list(codeDossier: string): Promise<LegacyAppointment[]> {
    return this.#client.get(this.#listPath(codeDossier), appointmentListShape);
  }

  /** GET /api/appointments/participants/{idRdv}: the firm's agents, then the client's people. */
  participants(id: string): Promise<LegacyParticipant[]> {
    return this.#client.get(`/api/appointments/participants/${segment(id)}`, participantListShape);
  }

  /**
   * POST /api/appointments/register as one multipart request whose files stream in as `files` yields them;
   * answers the request id. Aborting `signal` stops the upload.
   */
  async register(
    fields: BookingFields,
    files: AsyncIterable<MultipartFile>,
    signal: AbortSignal,
  ): Promise<string> {
    const { contentType, body } = multipartBody(
      [
        ['id', fields.codeAgent],
        ['raisonSociale', fields.raisonSociale],
        ['codeDossier', fields.codeDossier],
        ['reason', fields.reason],
        ['tel', fields.tel],
        ['email', fields.email],
      ],
      files,
    );
    const answer = await this.#client.upload('/api/appointments/register', registeredShape, {
      body,
      contentType,
      signal,
    });
    return answer.id;
  }

  /** POST /api/appointments/edit: new reason and contact; the file's list is read again afterwards. */
  async edit(
    codeDossier: string,
    change: { id: string; reason: string; telephone: string; email: string },
  ): Promise<void> {
    await this.#client.send('POST', '/api/appointments/edit', okShape, { body: change });
    this.#client.forget(this.#listPath(codeDossier));
  }

  /** POST /api/appointments/cancel: the appointment leaves the file's list. */
  async cancel(codeDossier: string, id: string): Promise<void> {
    await this.#client.send('POST', '/api/appointments/cancel', okShape, { body: { id } });
    this.#client.forget(this.#listPath(codeDossier));
    this.#client.forget(`/api/appointments/participants/${segment(id)}`);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly appointments: AppointmentsApi;
  }
}
