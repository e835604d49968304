import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { contactsShape, type LegacyContacts } from './contacts-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** The file's contacts at the firm and its site. */
export class ContactsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/contacts/{codeDossier} */
  ofFile(codeDossier: string): Promise<LegacyContacts> {
    return this.#client.get(`/api/contacts/${segment(codeDossier)}`, contactsShape);
  }

  /** Legacy path of a contact's photo (streamed by the file routes). */
  photoPath(codeAgent: string): string {
    return `/api/contacts/photo/${segment(codeAgent)}`;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly contacts: ContactsApi;
  }
}
