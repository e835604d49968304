import { holdsAll } from './modules.ts';

/** The message of the directory without contacts (spec 000 §2.3). */
export const NO_CONTACTS = "Il n'y a aucun interlocuteur pour l'instant";

/** The contact detail of an agent the file does not have (spec 000 §2.3). */
export const CONTACT_UNAVAILABLE = 'Contact indisponible';

/** Whether the file opens the contacts pages (spec 000 §6: page_contacts). */
export const listsContacts = (permissions: readonly string[]): boolean =>
  holdsAll(permissions, 'page_contacts');

/** What a contact's avatar shows: the photo, or the default picture of a man, an assistant or a woman. */
export type ContactAvatar = 'Photo' | 'Homme' | 'Assistant' | 'Femme';

/**
 * The photo when the contact granted the image right and has one; otherwise the default picture by sexe
 * (M man, A assistant, anything else woman: spec 000 §2.3).
 */
export function avatarOf(contact: {
  droitImage: boolean;
  photo: string | null;
  sexe: string | null;
}): ContactAvatar {
  if (contact.droitImage && contact.photo !== null) return 'Photo';
  if (contact.sexe === 'M') return 'Homme';
  if (contact.sexe === 'A') return 'Assistant';
  return 'Femme';
}
