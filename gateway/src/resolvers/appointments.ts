import type { Appointment, DossierResolvers, Resolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { holdsAnyModule } from '../dossier-access.ts';
import type { LegacyAppointment } from '../legacy/appointments.ts';
import type { LegacyDossier } from '../legacy/shapes.ts';

function toAppointment(codeDossier: string, a: LegacyAppointment): Appointment {
  return {
    id: `${codeDossier}:${a.id}`,
    legacyId: a.id,
    date: a.date,
    dateFin: a.dateFin ?? null,
    title: a.title,
    description: a.description ?? null,
    location: a.location ?? null,
    address: a.address
      ? { adresse: a.address.adresse ?? null, cp: a.address.cp ?? null, ville: a.address.ville ?? null }
      : null,
    typeCommunication: a.typeCommunication ?? null,
    reason: a.reason ?? null,
    isEvent: a.isEvent,
    upcoming: a.upcoming,
  };
}

// Spec 000 §6: mod_rdv for the home card, page_rdv for the pages and lists.
const APPOINTMENT_MODULES = ['mod_rdv', 'page_rdv'];

async function appointmentsOf(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyAppointment[]> {
  return (await holdsAnyModule(ctx, d, APPOINTMENT_MODULES))
    ? ctx.legacy.appointments.list(d.codeDossier)
    : [];
}

export const appointments: NonNullable<DossierResolvers['appointments']> = async (d, _args, ctx) =>
  (await appointmentsOf(ctx, d)).map((a) => toAppointment(d.codeDossier, a));

// The legacy sorts by date ascending, so the first upcoming one is the next.
export const nextAppointment: NonNullable<DossierResolvers['nextAppointment']> = async (d, _args, ctx) => {
  const next = (await appointmentsOf(ctx, d)).find((a) => a.upcoming);
  return next ? toAppointment(d.codeDossier, next) : null;
};

export const appointmentsResolvers: Resolvers = { Dossier: { appointments, nextAppointment } };
