import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadWithProgress } from './download-with-progress.ts';

/** A streamed answer of `parts`, with its length announced or not. */
function answer(parts: string[], announced: boolean): Response {
  const bytes = parts.map((p) => new TextEncoder().encode(p));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const b of bytes) controller.enqueue(b);
      controller.close();
    },
  });
  const length = bytes.reduce((n, b) => n + b.length, 0);
  return new Response(body, {
    headers: {
      'content-type': 'application/pdf',
      ...(announced ? { 'content-length': String(length) } : {}),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a download with its progress', () => {
  it('reports the share received as the file streams, then hands it to the browser under its name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(['ab', 'cd'], true))),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:print');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const shares: (number | null)[] = [];
    await downloadWithProgress('/fichiers/duer/AGR001/7/impression.pdf', 'duer-2026.pdf', (s) =>
      shares.push(s),
    );
    expect(shares).toEqual([0.5, 1]);
    expect(clicked).toEqual(['duer-2026.pdf']);
  });

  it('reports no share when the length is unknown, and fails on a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(['abc'], false))),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:print');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const shares: (number | null)[] = [];
    await downloadWithProgress('/x', 'x.pdf', (s) => shares.push(s));
    expect(shares).toEqual([null]);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Fichier indisponible.', { status: 403 }))),
    );
    await expect(downloadWithProgress('/x', 'x.pdf', () => undefined)).rejects.toThrow('HTTP 403');
  });
});
