import { z } from 'zod';

// Plain-text hygiene shared by every text the portal sends to the legacy: the web's forms show these messages
// under the field, the gateway refuses the same input before any legacy call (gateway/src/plugins/input-guard.ts).

/** Ours: the spec says nothing of characters nobody can type. */
export const FORBIDDEN_CHARACTER = 'Le texte contient un caractère non autorisé.';

/** A single-line field (an input) holds no line break; a multi-line one (a textarea) keeps tab, LF and CR. */
export type TextKind = 'single-line' | 'multi-line';

/** The contract's arguments and input fields a person types in a textarea, by name: the appointment's reason. */
// `content`: a Telepac declaration's XML text (crop rotation import); `mesure*`: a DUER risk's measures.
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'reason',
  'content',
  'mesureExistante',
  'mesureAFaire',
  'mesureQui',
  'mesureDelai',
]);

// Control characters are Unicode's Cc (U+0000–U+001F, U+007F–U+009F). With the u flag a well-formed surrogate
// pair is one code point, so \p{Cs} matches only a lone half, which no UTF-8 text can carry. A NUL made the
// legacy answer 500 (and so open its breaker for everyone); the others end up in what it stores and e-mails.
const FORBIDDEN: Record<TextKind, RegExp> = {
  'single-line': /[\p{Cc}\p{Cs}]/u,
  'multi-line': /[^\P{Cc}\t\n\r]|\p{Cs}/u,
};

/** True when the text holds a control character (but tab and line breaks in a multi-line field) or a lone surrogate. */
export const hasForbiddenCharacter = (text: string, kind: TextKind = 'single-line'): boolean =>
  FORBIDDEN[kind].test(text);

/** The check of a plain-text field's zod string: `z.string().trim().check(plainText('multi-line'))`. */
export const plainText = (kind: TextKind = 'single-line') =>
  z.refine<string>((text) => !hasForbiddenCharacter(text, kind), FORBIDDEN_CHARACTER);
