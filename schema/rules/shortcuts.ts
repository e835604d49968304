import { z } from 'zod';
import { plainText } from './text.ts';

// Spec 001 §5 (Shortcut): libelle and url required. The spec gives no wording; these follow its loan form's.
export const SHORTCUT_LIBELLE_REQUIRED = 'Merci de renseigner un libellé.';
export const SHORTCUT_URL_REQUIRED = 'Merci de renseigner une adresse.';
export const SHORTCUT_LIBELLE_TOO_LONG = 'Le libellé est trop long (255 caractères au plus).';
export const SHORTCUT_URL_TOO_LONG = "L'adresse est trop longue.";
// A link the portal renders must not run script ('javascript://…' keeps its '//' and would stay as typed).
export const SHORTCUT_URL_SCHEME = "L'adresse doit être celle d'un site web (http:// ou https://).";

/** Spec 001 §5: an address without '//' is taken as a web site's and gets 'http://' before it. */
export function shortcutUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed.includes('//') ? trimmed : `http://${trimmed}`;
}

/** A shortcut as saved: both fields given, the address completed by `shortcutUrl`. */
export const shortcutInput = z.object({
  libelle: z
    .string()
    .trim()
    .min(1, SHORTCUT_LIBELLE_REQUIRED)
    .max(255, SHORTCUT_LIBELLE_TOO_LONG)
    .check(plainText('single-line')),
  url: z
    .string()
    .trim()
    .min(1, SHORTCUT_URL_REQUIRED)
    .max(2000, SHORTCUT_URL_TOO_LONG)
    .check(plainText('single-line'))
    .transform(shortcutUrl)
    .refine((url) => /^https?:\/\//i.test(url), SHORTCUT_URL_SCHEME),
});

export type ShortcutInput = z.input<typeof shortcutInput>;
