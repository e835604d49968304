import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { appointmentsResolvers } from './appointments.ts';
import { authResolvers } from './auth.ts';
import { contactsResolvers } from './contacts.ts';
import { credentialsResolvers } from './credentials.ts';
import { preferencesResolvers } from './preferences.ts';
import { dossierResolvers } from './dossier.ts';
import { eventsResolvers } from './events.ts';
import { figuresResolvers } from './figures.ts';
import { homeResolvers } from './home.ts';
import { notificationsResolvers } from './notifications.ts';
import { registrationResolvers } from './registration.ts';
import { themeResolvers } from './theme.ts';
import { toursResolvers } from './tours.ts';
import { uploadScalar } from '../uploads/upload-scalar.ts';

/** One resolver map per schema domain; createSchema merges them. */
export const resolvers: Resolvers[] = [
  themeResolvers,
  authResolvers,
  dossierResolvers,
  homeResolvers,
  notificationsResolvers,
  appointmentsResolvers,
  eventsResolvers,
  figuresResolvers,
  toursResolvers,
  contactsResolvers,
  credentialsResolvers,
  preferencesResolvers,
  registrationResolvers,
  { Upload: uploadScalar },
];
