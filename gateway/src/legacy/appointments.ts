import { z } from 'zod';
import type { LegacyClient } from './client.ts';
import { segment } from './shapes.ts';

/** The spec's fetch limit for appointments (spec 000 §9). */
export const APPOINTMENTS_LIMIT = 100;

const appointmentShape = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  date: z.string(),
  dateFin: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  address: z
    .object({ adresse: z.string().nullish(), cp: z.string().nullish(), ville: z.string().nullish() })
    .nullish(),
  typeCommunication: z.string().nullish(),
  reason: z.string().nullish(),
  isEvent: z.boolean(),
  upcoming: z.boolean(),
  codeAgent: z.string().nullish(),
});

export type LegacyAppointment = z.output<typeof appointmentShape>;

/** Appointments of a file. */
export class AppointmentsApi {
  readonly #client: LegacyClient;
  constructor(client: LegacyClient) {
    this.#client = client;
  }

  /** GET /api/appointments/{code}?limit=100, by date ascending. */
  list(codeDossier: string): Promise<LegacyAppointment[]> {
    return this.#client.get(
      `/api/appointments/${segment(codeDossier)}?limit=${APPOINTMENTS_LIMIT}`,
      z.array(appointmentShape),
    );
  }
}
