// Addresses of the gateway's file routes (src/http/file-routes.ts), which stream the legacy's pictures.

export const notificationImageUrl = (category: string): string =>
  `/fichiers/notifications/image/${encodeURIComponent(category)}`;

export const homeSectionImageUrl = (id: string): string =>
  `/fichiers/accueil/sections/${encodeURIComponent(id)}/image`;

export const eventIconUrl = (id: string): string => `/fichiers/events/${encodeURIComponent(id)}/icon`;

export const eventImageUrl = (id: string): string => `/fichiers/events/${encodeURIComponent(id)}/image`;

export const contactPhotoUrl = (codeAgent: string): string =>
  `/fichiers/contacts/${encodeURIComponent(codeAgent)}/photo`;

/** A store document's file, as an attachment or (`apercu`) inline, under the node it was listed in. */
export const storeDocumentUrl = (
  doc: { codeDossier: string; nodeId: string; id: string },
  preview: boolean,
): string =>
  `/fichiers/ged/${[doc.codeDossier, doc.nodeId, doc.id].map(encodeURIComponent).join('/')}${preview ? '/apercu' : ''}`;

/** A payroll month's files in one zip (spec 001 §2, paies_ nodes). */
export const payrollZipUrl = (codeDossier: string, nodeId: string): string =>
  `/fichiers/ged/${encodeURIComponent(codeDossier)}/${encodeURIComponent(nodeId)}/paies.zip`;

/** A page of a waiting document as a picture, under the node it was listed in. */
export const waitingPageUrl = (
  doc: { codeDossier: string; nodeId: string; id: string },
  page: number,
): string => `${storeDocumentUrl(doc, false)}/pages/${page}`;
export const mandateUrl = (): string => '/fichiers/facturation/mandat';

export const agProxyFormUrl = (): string => '/fichiers/ag/pouvoir';

/** A documentation entry's icon (spec 001 §7, /api/documentations/icon/{code}). */
export const documentationIconUrl = (code: string): string =>
  `/fichiers/documentations/${encodeURIComponent(code)}/icon`;

/** A tutorial's or an e-learning's icon (spec 001 §7, /api/tutos/icon/{code}, /api/elearnings/icon/{code}). */
export const helpCardIconUrl = (kind: 'tutos' | 'elearnings', code: string): string =>
  `/fichiers/${kind}/${encodeURIComponent(code)}/icon`;

/** A board document's file (spec 001 §2 ged-documents-administration), as an attachment or (`apercu`) inline. */
export const boardDocumentUrl = (id: string, preview: boolean): string =>
  `/fichiers/ged-administration/${encodeURIComponent(id)}${preview ? '/apercu' : ''}`;
