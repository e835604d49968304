import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { okShape, segment } from '../legacy-shapes.ts';
import { toolListShape, type LegacyTool } from './tools-shapes.ts';

const toolsPath = (codeDossier: string) => `/api/tools/${segment(codeDossier)}`;

/** The tools pages: the catalogue with the account's stars. */
export class ToolsApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/tools/{code} (ToolsFetch). */
  list(codeDossier: string): Promise<LegacyTool[]> {
    return this.#client.get(toolsPath(codeDossier), toolListShape);
  }

  /** POST /api/tools/favorite/{add|remove} (ToolSetFavorite); the stars are the account's, on every file. */
  async setFavorite(codeDossier: string, slug: string, favorite: boolean): Promise<void> {
    await this.#client.send('POST', `/api/tools/favorite/${favorite ? 'add' : 'remove'}`, okShape, {
      body: { slug },
    });
    this.#client.forget(toolsPath(codeDossier));
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly tools: ToolsApi;
  }
}
