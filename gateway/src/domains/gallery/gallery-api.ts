import type { LegacyCalls } from '../../transport/legacy-calls.ts';
import { galleryShape, type LegacyGalleryImage } from './gallery-shapes.ts';
import { segment } from '../legacy-shapes.ts';

/** One Day's photo gallery (spec 000 §2.3; the calls are the emulator's design). */
export class GalleryApi {
  readonly #client: LegacyCalls;
  constructor(client: LegacyCalls) {
    this.#client = client;
  }

  /** GET /api/oneday/galerie */
  list(): Promise<LegacyGalleryImage[]> {
    return this.#client.get('/api/oneday/galerie', galleryShape);
  }

  /** The legacy path of a photo, streamed by the gateway's file route. */
  picturePath(id: string, size: 'sm' | 'lg'): string {
    return `/api/oneday/galerie/${segment(id)}/${size}`;
  }
}

declare module '../../transport/legacy-calls.ts' {
  interface LegacyAreas {
    readonly gallery: GalleryApi;
  }
}
