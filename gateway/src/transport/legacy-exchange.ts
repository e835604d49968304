import type { Dispatcher } from 'undici';

/** One call to the legacy API as the transport sends it. */
export interface LegacyRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with its query string, starting with /api. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  requestId: string;
  /** False for a GET that changes something on the legacy (sign-out): it is never retried. Default: GET only. */
  idempotent?: boolean;
}

/** The legacy's answer, its body already read as JSON. */
export interface LegacyAnswer {
  status: number;
  body: unknown;
  headers: Dispatcher.ResponseData['headers'];
}
