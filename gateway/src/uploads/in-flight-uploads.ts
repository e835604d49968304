import { MAX_IN_FLIGHT_UPLOAD_BYTES, MAX_IN_FLIGHT_UPLOADS } from '@portal/schema/rules/document-uploads';

interface InFlight {
  owner: string;
  size: number;
  createdAt: number;
}

/**
 * The resumable uploads created and not yet whole, per person (issue 42: one person left 30 parts, 750 MB
 * declared, on the disk): a creation past `MAX_IN_FLIGHT_UPLOADS` files or `MAX_IN_FLIGHT_UPLOAD_BYTES` declared
 * is refused. Counted in this process: behind several replicas each holds a person to the cap on its own.
 */
export class InFlightUploads {
  readonly #uploads = new Map<string, InFlight>();

  /** Whether the person may start one more upload of `size` bytes. */
  admits(owner: string, size: number): boolean {
    const mine = [...this.#uploads.values()].filter((upload) => upload.owner === owner);
    const bytes = mine.reduce((sum, upload) => sum + upload.size, 0);
    return mine.length < MAX_IN_FLIGHT_UPLOADS && bytes + size <= MAX_IN_FLIGHT_UPLOAD_BYTES;
  }

  started(id: string, owner: string, size: number): void {
    this.#uploads.set(id, { owner, size, createdAt: Date.now() });
  }

  /** Whole (sent or refused by the legacy), ended by its creator, or expired. */
  ended(id: string): void {
    this.#uploads.delete(id);
  }

  /** Forgets the uploads created before `before` (ms): the store's sweep removes their parts. */
  expire(before: number): void {
    for (const [id, upload] of this.#uploads) if (upload.createdAt < before) this.#uploads.delete(id);
  }
}
