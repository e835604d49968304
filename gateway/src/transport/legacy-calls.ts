import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { LegacyAnswer } from './legacy-exchange.ts';

/**
 * What a domain's legacy area asks of the request's client (legacy-client.ts), handed to it at construction: the
 * areas depend on this, never on the client that builds them.
 */
export interface LegacyCalls {
  readonly hasSession: boolean;
  get<S extends z.ZodType>(path: string, shape: S, options?: { session?: boolean }): Promise<z.output<S>>;
  getOrNull<S extends z.ZodType>(path: string, shape: S): Promise<z.output<S> | null>;
  prime(path: string, body: unknown): void;
  forget(path: string): void;
  send<S extends z.ZodType>(
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    path: string,
    shape: S,
    options?: { body?: unknown; session?: boolean; idempotent?: boolean },
  ): Promise<{ data: z.output<S>; answer: LegacyAnswer }>;
  upload<S extends z.ZodType>(
    path: string,
    shape: S,
    options: { body: AsyncIterable<Uint8Array>; contentType: string; signal: AbortSignal },
  ): Promise<z.output<S>>;
  stream(path: string, timeoutMs?: number): Promise<Dispatcher.ResponseData>;
}

/**
 * The legacy areas on a request's client (`ctx.legacy.figures`), one entry per area: each domain declares its own
 * beside its area (`declare module`), and the domains' registry (domains/index.ts) builds them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface LegacyAreas {}
