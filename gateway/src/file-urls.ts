// Addresses of the gateway's file routes (src/http/file-routes.ts), which stream the legacy's pictures.

export const notificationImageUrl = (category: string): string =>
  `/fichiers/notifications/image/${encodeURIComponent(category)}`;

export const homeSectionImageUrl = (id: string): string =>
  `/fichiers/accueil/sections/${encodeURIComponent(id)}/image`;

export const eventIconUrl = (id: string): string => `/fichiers/events/${encodeURIComponent(id)}/icon`;

export const eventImageUrl = (id: string): string => `/fichiers/events/${encodeURIComponent(id)}/image`;

export const contactPhotoUrl = (codeAgent: string): string =>
  `/fichiers/contacts/${encodeURIComponent(codeAgent)}/photo`;

export const mandateUrl = (): string => '/fichiers/facturation/mandat';

export const agProxyFormUrl = (): string => '/fichiers/ag/pouvoir';
