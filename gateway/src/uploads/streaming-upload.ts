import { PassThrough } from 'node:stream';

/**
 * A file of a GraphQL multipart request as the resolvers get it: its bytes arrive in `stream`, in order, while
 * the browser sends them. Files must be read (or drained) in the order of the request's parts, since the
 * parser cannot reach a part before the previous one is consumed. Only the multipart parser makes these: the
 * `Upload` scalar refuses any other value.
 */
export class StreamingUpload {
  /** Settles when the file's part starts (name and type are known then); rejects when it never comes. */
  readonly opened: Promise<void>;
  name = '';
  type = '';
  readonly stream = new PassThrough();
  /** Aborted, with the reason, when the request's body fails (malformed, cut, too slow) before this file ended. */
  readonly failed: AbortSignal;
  readonly #failure = new AbortController();
  #open!: () => void;
  #reject!: (error: Error) => void;

  constructor() {
    this.failed = this.#failure.signal;
    this.opened = new Promise<void>((resolve, reject) => {
      this.#open = resolve;
      this.#reject = reject;
    });
    // A resolver that never looks at the file must not leave an unhandled rejection behind, nor an 'error'
    // event nobody listens to: Node ends the process on those. A reader still gets the error from its reads.
    this.opened.catch(() => undefined);
    this.stream.on('error', () => undefined);
  }

  /** The parser reached the file's part. */
  open(name: string, type: string): void {
    this.name = name;
    this.type = type;
    this.#open();
  }

  /** The request's body failed: the file never comes, or stops coming. */
  fail(error: Error): void {
    this.#reject(error);
    this.#failure.abort(error);
    this.stream.destroy(error);
  }

  /** Logs (debug variables) show the file, never the stream's buffers. */
  toJSON(): { name: string; type: string } {
    return { name: this.name, type: this.type };
  }
}

/** Reads every byte left in the uploads, so the parser reaches the end of the body and the connection stays usable. */
export function drainUploads(uploads: readonly StreamingUpload[]): void {
  for (const upload of uploads) if (!upload.stream.destroyed) upload.stream.resume();
}
