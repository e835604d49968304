/**
 * Downloads a file the server builds while it streams (a print may take up to a minute), reporting the share
 * received when the length is known, then hands it to the browser under `fileName`.
 */
export async function downloadWithProgress(
  url: string,
  fileName: string,
  onProgress: (share: number | null) => void,
): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? Math.min(1, received / total) : null);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
