import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { pagingResolvers } from '../graphql/paging-resolvers.ts';
import { rateLimitResolvers } from '../rate-limit/rate-limit-resolvers.ts';
import type { LegacyAreas, LegacyCalls } from '../transport/legacy-calls.ts';
import { uploadScalar } from '../uploads/upload-scalar.ts';
import type { Domain } from './domain.ts';
import { entryResolvers } from './early-calls.ts';
import { themeDomain } from './theme/index.ts';
import { authDomain } from './auth/index.ts';
import { dossierDomain } from './dossier/index.ts';
import { homeDomain } from './home/index.ts';
import { notificationsDomain } from './notifications/index.ts';
import { appointmentsDomain } from './appointments/index.ts';
import { eventsDomain } from './events/index.ts';
import { figuresDomain } from './figures/index.ts';
import { toursDomain } from './tours/index.ts';
import { contactsDomain } from './contacts/index.ts';
import { credentialsDomain } from './credentials/index.ts';
import { preferencesDomain } from './preferences/index.ts';
import { registrationDomain } from './registration/index.ts';
import { invitationsDomain } from './invitations/index.ts';
import { sharingDomain } from './sharing/index.ts';
import { toolsDomain } from './tools/index.ts';
import { shortcutsDomain } from './shortcuts/index.ts';
import { loansDomain } from './loans/index.ts';
import { cropRotationDomain } from './crop-rotation/index.ts';
import { duerDomain } from './duer/index.ts';
import { yieldMapDomain } from './yield-map/index.ts';
import { accountDomain } from './account/index.ts';
import { documentsDomain } from './documents/index.ts';
import { boardDocumentsDomain } from './board-documents/index.ts';
import { documentUploadsDomain } from './document-uploads/index.ts';
import { genericPagesDomain } from './generic-pages/index.ts';
import { galleryDomain } from './gallery/index.ts';
import { documentationDomain } from './documentation/index.ts';
import { tutorialsDomain } from './tutorials/index.ts';
import { apiTokensDomain } from './api-tokens/index.ts';
import { billingDomain } from './billing/index.ts';
import { servicesDomain } from './services/index.ts';
import { generalAssemblyDomain } from './general-assembly/index.ts';
import { secondFactorDomain } from './second-factor/index.ts';
import { devicesDomain } from './devices/index.ts';
import { nodeDomain } from './node/index.ts';

/** Every domain of the gateway: adding one adds its folder and its line here. */
const DOMAINS: readonly Domain[] = [
  themeDomain,
  authDomain,
  dossierDomain,
  homeDomain,
  notificationsDomain,
  appointmentsDomain,
  eventsDomain,
  figuresDomain,
  toursDomain,
  contactsDomain,
  credentialsDomain,
  preferencesDomain,
  registrationDomain,
  invitationsDomain,
  sharingDomain,
  toolsDomain,
  shortcutsDomain,
  loansDomain,
  cropRotationDomain,
  duerDomain,
  yieldMapDomain,
  accountDomain,
  documentsDomain,
  boardDocumentsDomain,
  documentUploadsDomain,
  genericPagesDomain,
  galleryDomain,
  documentationDomain,
  tutorialsDomain,
  apiTokensDomain,
  billingDomain,
  servicesDomain,
  generalAssemblyDomain,
  secondFactorDomain,
  devicesDomain,
  nodeDomain,
];

/** Every domain's legacy areas on a request's client. */
export const legacyAreas = (calls: LegacyCalls): LegacyAreas =>
  Object.assign({}, ...DOMAINS.map((domain) => domain.areas?.(calls))) as LegacyAreas;

/** One resolver map per schema domain, then the cross-cutting ones; createSchema merges them. */
export const resolvers: Resolvers[] = [
  ...DOMAINS.flatMap((domain) => domain.resolvers),
  { Query: entryResolvers(DOMAINS.flatMap((domain) => domain.prefetch ?? [])) },
  rateLimitResolvers,
  pagingResolvers,
  { Upload: uploadScalar },
];
