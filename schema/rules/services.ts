import { holdsAll } from './modules.ts';

// Ours: §8 names no load error for the directory; worded as its other load errors.
export const SERVICES_LOAD_FAILED = 'Une erreur est survenue lors du chargement des services';
// Spec 001 §8, services directory.
export const CALLBACK_FAILED = 'Une erreur est survenue lors de la demande de rappel';
// The spec says what the success flash says (the contact received the request and calls back within 48h), not
// its words.
export const callbackSent = (contact: string): string =>
  `${contact} a bien reçu votre demande et vous rappellera sous 48h.`;
// Ours: the spec does not say what the side card shows when the file has neither director.
export const NO_CALLBACK_CONTACT = "Aucun interlocuteur n'est disponible pour vous rappeler.";
export const NO_SERVICE_FOUND = 'Aucun service ne correspond à votre recherche.';
export const SERVICE_UNAVAILABLE = 'Service indisponible';

/** Spec 001 §6: the directory needs the person's canShowAnnuaireServices and the file's dossier_cder. */
export const opensServices = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'canShowAnnuaireServices', 'dossier_cder');

/** Spec 001 §2: the callback contact is the file's 'Directeur Relation Adhérents', else its 'Directeur Commercial'. */
export const CALLBACK_FUNCTIONS = ['Directeur Relation Adhérents', 'Directeur Commercial'] as const;

export function callbackContactOf<T extends { fonction: string }>(contacts: readonly T[]): T | null {
  for (const fonction of CALLBACK_FUNCTIONS) {
    const contact = contacts.find((c) => c.fonction === fonction);
    if (contact) return contact;
  }
  return null;
}

/** Spec 001 §5: a search matches the title or the description, case-insensitive; an empty search matches all. */
export function matchesSearch(service: { titre: string; description: string }, search: string): boolean {
  const term = search.trim().toLocaleLowerCase('fr');
  if (term === '') return true;
  return [service.titre, service.description].some((text) => text.toLocaleLowerCase('fr').includes(term));
}

/** The category filters: a service shows when no category is chosen, or when it has one of those chosen. */
export const inCategories = (
  service: { categories: readonly string[] },
  chosen: readonly string[],
): boolean => chosen.length === 0 || service.categories.some((category) => chosen.includes(category));

/** Spec 001 §2: the directory sorted by creation date, the newest first; a service without a date comes last. */
export function byCreationDate<T extends { dateCreation: string | null }>(services: readonly T[]): T[] {
  const time = (s: T) => (s.dateCreation === null ? -Infinity : Date.parse(s.dateCreation));
  return [...services].sort((a, b) => time(b) - time(a));
}

/**
 * Spec 001 §2: a video resource's embed and thumbnail, built from its idVideo on the video platform. The embed is
 * the platform's privacy-enhanced one (no cookie until the person plays the video).
 */
export const videoEmbedUrl = (idVideo: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(idVideo)}`;
export const videoThumbnailUrl = (idVideo: string): string =>
  `https://i.ytimg.com/vi/${encodeURIComponent(idVideo)}/hqdefault.jpg`;
