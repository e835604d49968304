import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { okShape, segment } from '../legacy-shapes.ts';
import { shortcutListShape, shortcutShape, type LegacyShortcut } from './shortcuts-shapes.ts';

const SHORTCUTS_PATH = '/api/user/shortcuts';

/** The account's web shortcuts (spec 001 §7 Shortcuts). */
export class ShortcutsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/user/shortcuts */
  list(): Promise<LegacyShortcut[]> {
    return this.#client.get(SHORTCUTS_PATH, shortcutListShape);
  }

  /** POST /api/user/shortcuts: adds one, or with `_id` changes it. */
  async save(shortcut: { _id: string | null; libelle: string; url: string }): Promise<LegacyShortcut> {
    const { data } = await this.#client.send('POST', SHORTCUTS_PATH, shortcutShape, { body: shortcut });
    this.#client.forget(SHORTCUTS_PATH);
    return data;
  }

  /** DELETE /api/user/shortcuts/{id} */
  async remove(id: string): Promise<void> {
    await this.#client.send('DELETE', `${SHORTCUTS_PATH}/${segment(id)}`, okShape);
    this.#client.forget(SHORTCUTS_PATH);
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly shortcuts: ShortcutsApi;
  }
}
