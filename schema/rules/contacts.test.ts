import { describe, expect, it } from 'vitest';
import { avatarOf, listsContacts } from './contacts.ts';

describe('contacts (spec 000 §2.3, §6)', () => {
  it.each([
    ['with the image right and a photo', { droitImage: true, photo: '/p', sexe: 'F' }, 'Photo'],
    ['without the image right, a man', { droitImage: false, photo: '/p', sexe: 'M' }, 'Homme'],
    ['with the right but no photo, an assistant', { droitImage: true, photo: null, sexe: 'A' }, 'Assistant'],
    ['without a photo, a woman', { droitImage: false, photo: null, sexe: 'F' }, 'Femme'],
    ['without a photo and no sexe known', { droitImage: false, photo: null, sexe: null }, 'Femme'],
  ] as const)('shows a contact %s as %s', (_case, contact, expected) => {
    expect(avatarOf(contact)).toBe(expected);
  });

  it('opens the contacts pages only with page_contacts', () => {
    expect(listsContacts(['page_rdv', 'page_contacts'])).toBe(true);
    expect(listsContacts(['page_rdv'])).toBe(false);
  });
});
