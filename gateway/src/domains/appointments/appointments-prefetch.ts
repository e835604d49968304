import { itemOf, started, type Prefetch, type FileCall } from '../../graphql/prefetch.ts';

const appointmentList: FileCall = (ctx, code) => ctx.legacy.appointments.list(code);

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const appointmentsPrefetch: Prefetch = {
  file: {
    appointments: (ctx, code) => started(appointmentList(ctx, code)),
    nextAppointment: (ctx, code) => started(appointmentList(ctx, code)),
    appointment: itemOf(appointmentList, 'participants', (ctx, _code, id) =>
      ctx.legacy.appointments.participants(id),
    ),
  },
};
