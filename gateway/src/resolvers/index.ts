import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { accountResolvers } from './account.ts';
import { apiTokensResolvers } from './api-tokens.ts';
import { pagingResolvers } from './paging.ts';
import { rateLimitResolvers } from './rate-limit.ts';
import { appointmentsResolvers } from './appointments.ts';
import { authResolvers } from './auth.ts';
import { billingResolvers } from './billing.ts';
import { contactsResolvers } from './contacts.ts';
import { credentialsResolvers } from './credentials.ts';
import { cropRotationResolvers } from './crop-rotation.ts';
import { duerResolvers } from './duer.ts';
import { duerPagesResolvers } from './duer-pages.ts';
import { duerAnnexesResolvers } from './duer-annexes.ts';
import { duerGeneralInfoResolvers } from './duer-general-info.ts';
import { duerAdditionsResolvers } from './duer-additions.ts';
import { duerPrintResolvers } from './duer-print.ts';
import { duerPreambleResolvers } from './duer-preamble.ts';
import { duerAuditResolvers } from './duer-audit.ts';
import { duerPictosResolvers } from './duer-pictos.ts';
import { yieldMapResolvers } from './yield-map.ts';
import { documentsResolvers } from './documents.ts';
import { boardDocumentsResolvers } from './board-documents.ts';
import { documentUploadsResolvers } from './document-uploads.ts';
import { preferencesResolvers } from './preferences.ts';
import { dossierResolvers } from './dossier.ts';
import { eventsResolvers } from './events.ts';
import { figuresResolvers } from './figures.ts';
import { genericPagesResolvers } from './generic-pages.ts';
import { galleryResolvers } from './gallery.ts';
import { documentationResolvers } from './documentation.ts';
import { tutorialsResolvers } from './tutorials.ts';
import { generalAssemblyResolvers } from './general-assembly.ts';
import { homeResolvers } from './home.ts';
import { loansResolvers } from './loans.ts';
import { notificationsResolvers } from './notifications.ts';
import { registrationResolvers } from './registration.ts';
import { invitationsResolvers } from './invitations.ts';
import { servicesResolvers } from './services.ts';
import { sharingResolvers } from './sharing.ts';
import { shortcutsResolvers } from './shortcuts.ts';
import { themeResolvers } from './theme.ts';
import { toolsResolvers } from './tools.ts';
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
  invitationsResolvers,
  sharingResolvers,
  toolsResolvers,
  shortcutsResolvers,
  loansResolvers,
  cropRotationResolvers,
  duerResolvers,
  duerPagesResolvers,
  duerAnnexesResolvers,
  duerGeneralInfoResolvers,
  duerAdditionsResolvers,
  duerPrintResolvers,
  duerPreambleResolvers,
  duerAuditResolvers,
  duerPictosResolvers,
  yieldMapResolvers,
  accountResolvers,
  documentsResolvers,
  boardDocumentsResolvers,
  documentUploadsResolvers,
  genericPagesResolvers,
  galleryResolvers,
  documentationResolvers,
  tutorialsResolvers,
  apiTokensResolvers,
  rateLimitResolvers,
  pagingResolvers,
  billingResolvers,
  servicesResolvers,
  generalAssemblyResolvers,
  { Upload: uploadScalar },
];
