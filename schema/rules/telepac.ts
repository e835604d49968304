import { XMLParser, XMLValidator } from 'fast-xml-parser';

// The farm's PAC declaration as Telepac exports it (namespace urn:x-telepac:fr.gouv.agriculture.telepac:echange-
// producteur, ISO-8859-1 declared in the prolog): producteur > rpg > [ilots >] ilot > parcelles > parcelle, each
// parcel with descriptif-parcelle > culture-principale > code-culture, an optional culture-derobee > code-culture
// (the secondary crop), and its surface-admissible, in ares unless its `unite` says "ha".
export const TELEPAC_NOT_XML = "Le fichier n'est pas un fichier XML valide.";
export const TELEPAC_NOT_DECLARATION = "Le fichier n'est pas une déclaration Telepac (îlots et parcelles).";
export const TELEPAC_NO_PARCEL = 'Le fichier Telepac ne contient aucune parcelle.';
export const TELEPAC_ENCODING =
  "L'encodage du fichier n'est pas pris en charge (UTF-8 ou ISO-8859-1 attendu).";
export const TELEPAC_NOT_XML_FILE = 'Le fichier doit être un fichier .xml.';
/** A large farm's declaration, its parcels' geometry included, weighs a few megabytes. */
export const TELEPAC_MAX_BYTES = 10 * 1024 * 1024;
export const TELEPAC_TOO_LARGE = 'Le fichier Telepac est trop volumineux, le poids maximal est 10 Mo.';

/** Spec 001 §5: the import takes .xml files only. */
export const isXmlFileName = (name: string): boolean => /\.xml$/i.test(name);

/** One crop of the declaration: a Telepac code, its surface in hectares, and whether it is a secondary crop. */
export interface TelepacCrop {
  code: string;
  surface: number;
  estDerobee: boolean;
}

export type TelepacReading = { crops: TelepacCrop[]; parcelles: number } | { error: string };

const ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'iso-8859-1',
  'iso-8859-15': 'iso-8859-15',
  latin1: 'iso-8859-1',
  'windows-1252': 'windows-1252',
};

/** The file's text, decoded as its prolog declares (UTF-8 without a declaration), or the encoding's refusal. */
export function decodeTelepac(bytes: Uint8Array): { text: string } | { error: string } {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\uFEFF?<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  const encoding = ENCODINGS[declared];
  if (!encoding) return { error: TELEPAC_ENCODING };
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes) };
  } catch {
    return { error: TELEPAC_ENCODING };
  }
}

const DOCTYPE = /<!DOCTYPE/i;
const LISTS = new Set(['ilot', 'parcelle', 'culture-derobee']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof child(value, '#text') === 'string'
      ? String(child(value, '#text')).trim()
      : '';

/** A parcel's surface in hectares: ares unless the element's `unite` says hectares. */
function hectaresOf(surface: unknown): number | null {
  const value = Number(text(surface).replace(',', '.'));
  if (!Number.isFinite(value) || text(surface) === '') return null;
  return text(child(surface, '@unite')).toLowerCase() === 'ha' ? value : value / 100;
}

/**
 * The crops of a Telepac declaration's text, summed by code (main crops apart from secondary ones), in hectares
 * to the hundredth of an are; or the French reason the text is not one.
 */
export function readTelepac(xml: string): TelepacReading {
  // A Telepac export declares no DTD: a file with one (entities, external or not) is refused as not XML, as are
  // the parser's own refusals (nesting past its limit, a `__proto__` element), like a truncated file (issue 42).
  if (DOCTYPE.test(xml) || XMLValidator.validate(xml) !== true) return { error: TELEPAC_NOT_XML };
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    return { error: TELEPAC_NOT_XML };
  }
  const producteurs = child(document, 'producteurs');
  const producteur = child(producteurs, 'producteur');
  const rpg = child(Array.isArray(producteur) ? producteur[0] : producteur, 'rpg');
  if (rpg === undefined) return { error: TELEPAC_NOT_DECLARATION };
  const ilots = list(child(rpg, 'ilot') ?? child(child(rpg, 'ilots'), 'ilot'));
  const totals = new Map<string, TelepacCrop>();
  let parcelles = 0;
  const add = (code: string, surface: number, estDerobee: boolean) => {
    const key = `${estDerobee ? 'D' : 'P'}:${code}`;
    const known = totals.get(key);
    const hundredths = Math.round(surface * 10000) + Math.round((known?.surface ?? 0) * 10000);
    totals.set(key, { code, surface: hundredths / 10000, estDerobee });
  };
  for (const ilot of ilots) {
    for (const parcelle of list(child(child(ilot, 'parcelles'), 'parcelle'))) {
      const descriptif = child(parcelle, 'descriptif-parcelle');
      const code = text(child(child(descriptif, 'culture-principale'), 'code-culture'));
      const surface = hectaresOf(child(parcelle, 'surface-admissible'));
      if (!code || surface === null) continue;
      parcelles += 1;
      add(code, surface, false);
      for (const derobee of list(child(descriptif, 'culture-derobee'))) {
        const secondary = text(child(derobee, 'code-culture'));
        if (secondary) add(secondary, surface, true);
      }
    }
  }
  if (parcelles === 0) return { error: TELEPAC_NO_PARCEL };
  return { crops: [...totals.values()], parcelles };
}
