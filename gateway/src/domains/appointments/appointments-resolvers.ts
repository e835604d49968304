import { showsNextAppointment } from '@portal/schema/rules/appointments';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { connectionFields, pageOfFileItems } from '../../graphql/connection.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import { selectsAnyOf } from '../../graphql/selection.ts';
import * as appointments from './appointments-service.ts';

export const appointmentsResolvers: Resolvers = {
  Dossier: {
    appointments: async (d, args, ctx) =>
      pageOfFileItems(await appointments.fileAppointments(ctx, d), args, 'appointment'),
    nextAppointment: (d, _args, ctx) => appointments.nextAppointment(ctx, d),
    appointment: (d, { legacyId }, ctx, info) =>
      appointments.fileAppointment(ctx, d, legacyId, selectsAnyOf(info, ['participants'])),
    showsNextAppointment: async (d, _args, ctx) => showsNextAppointment(await dossierPermissions(ctx, d)),
  },
  AppointmentConnection: connectionFields,
  Appointment: {
    id: (a) => entityIdOf(a.codeDossier, a.id),
    legacyId: (a) => a.id,
    // Spec 000 §4: editable and cancellable only while in the future, as the legacy's clock says.
    editable: (a) => a.upcoming,
    participants: async (a, _args, ctx) => {
      const appointmentId = entityIdOf(a.codeDossier, a.id);
      const people = await ctx.legacy.appointments.participants(a.id);
      return people.map((p, position) => ({ ...p, appointmentId, position }));
    },
  },
  Participant: { id: (p) => `${p.appointmentId}:${p.position}` },
  Mutation: {
    bookAppointment: (_parent, { input }, ctx) => appointments.book(ctx, input),
    editAppointment: (_parent, { input }, ctx) => appointments.edit(ctx, input),
    cancelAppointment: (_parent, { id }, ctx) => appointments.cancel(ctx, id),
  },
};
