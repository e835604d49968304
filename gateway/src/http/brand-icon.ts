import { PNG } from 'pngjs';

/** The sizes the manifest offers: Android's launcher and splash screen (192, 512), iOS's home screen (180). */
export const ICON_SIZES = [180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

function rgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return [0x1b, 0x5e, 0x20];
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/**
 * The brand's icon: its colour filling the square (so it also serves as a maskable icon), with a white leaf
 * drawn inside the safe zone (the central 80 %). Drawn here rather than shipped, since each brand's colour
 * comes from the legacy's theme.
 */
export function brandIcon(colour: string, size: IconSize): Buffer {
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = rgb(colour);
  const centre = size / 2;
  // The leaf: the overlap of two discs shifted apart along the diagonal.
  const radius = size * 0.3;
  const shift = size * 0.13;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = x - centre;
      const dy = y - centre;
      const inLeaf =
        (dx - shift) ** 2 + (dy - shift) ** 2 < radius ** 2 &&
        (dx + shift) ** 2 + (dy + shift) ** 2 < radius ** 2;
      const at = (y * size + x) * 4;
      png.data[at] = inLeaf ? 255 : r;
      png.data[at + 1] = inLeaf ? 255 : g;
      png.data[at + 2] = inLeaf ? 255 : b;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
