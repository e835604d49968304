import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import {
  contactListShape,
  helpCardListShape,
  type LegacyContact,
  type LegacyHelpCard,
} from './tutorials-shapes.ts';
import { type LegacySiteInfo, segment, siteInfoShape } from '../legacy-shapes.ts';

/** Which list of cards: the tutorials, or the creators programme's e-learnings. */
export type HelpCardKind = 'tutos' | 'elearnings';

/** Tutorials and the creators programme (spec 001 §7, Documentation and tutorials; /api/contacts/oic/*). */
export class TutorialsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/tutos or /api/elearnings */
  cards(kind: HelpCardKind): Promise<LegacyHelpCard[]> {
    return this.#client.get(`/api/${kind}`, helpCardListShape);
  }

  /** The legacy path of a card's icon, streamed by the gateway's file route. */
  iconPath(kind: HelpCardKind, code: string): string {
    return `/api/${kind}/icon/${segment(code)}`;
  }

  /** GET /api/contacts/oic/list */
  oicContacts(): Promise<LegacyContact[]> {
    return this.#client.get('/api/contacts/oic/list', contactListShape);
  }

  /** GET /api/contacts/oic/infos */
  oicSite(): Promise<LegacySiteInfo> {
    return this.#client.get('/api/contacts/oic/infos', siteInfoShape);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly tutorials: TutorialsApi;
  }
}
