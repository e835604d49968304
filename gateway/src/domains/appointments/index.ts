import type { Domain } from '../domain.ts';
import { appointmentsPrefetch } from './appointments-prefetch.ts';
import { AppointmentsApi } from './appointments-api.ts';
import { appointmentsResolvers } from './appointments-resolvers.ts';

export const appointmentsDomain: Domain = {
  areas: (calls) => ({ appointments: new AppointmentsApi(calls) }),
  resolvers: [appointmentsResolvers],
  prefetch: appointmentsPrefetch,
};
