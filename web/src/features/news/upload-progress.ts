/**
 * Percentage sent of each file of a multipart request, from the bytes the browser reports as uploaded. The
 * body carries the `operations` and `map` fields first, then the files in order, so a file starts once every
 * part before it is sent (the parts' boundaries and headers are small enough to leave out).
 */
export function filePercentages(
  loaded: number,
  leadingBytes: number,
  fileSizes: readonly number[],
): number[] {
  let start = leadingBytes;
  return fileSizes.map((size) => {
    const sent = loaded - start;
    start += size;
    if (size === 0) return sent >= 0 ? 100 : 0;
    return Math.round(Math.max(0, Math.min(1, sent / size)) * 100);
  });
}
