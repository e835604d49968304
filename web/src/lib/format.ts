// One module per function rather than the package's index: the build puts in the home's chunk every module the
// home reaches (web/first-screen-chunks.ts), and through the index that is all of date-fns that any screen uses.
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

// Spec 000 §9: French formats everywhere a person reads. Intl writes a narrow no-break space as the
// thousands separator; the spec asks for a space, and a no-break one keeps "1 234 €" on one line.
const NO_BREAK_SPACE = '\u00a0';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let nf = numberFormats.get(decimals);
  if (!nf) {
    nf = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, nf);
  }
  return nf;
}

/** 1234.5 → "1 234,5"; the unit follows the value; null, undefined or non-finite → "-". */
export function formatNumber(value: number | null | undefined, decimals = 0, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const text = numberFormat(decimals).format(value).replace(/\s/g, NO_BREAK_SPACE);
  return unit ? `${text}${NO_BREAK_SPACE}${unit}` : text;
}

const yearsFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A duration in years as people say it: 7 → "7 ans", 7.5 → "7,5 ans", 1 → "1 an" (French is singular below 2). */
export function formatYears(value: number): string {
  return `${yearsFormat.format(value)}${NO_BREAK_SPACE}${value < 2 ? 'an' : 'ans'}`;
}

/** 1234.5 → "1 234,50 €". */
export function formatEuro(value: number | null | undefined): string {
  return formatNumber(value, 2, '€');
}

/**
 * A value with its unit as the legacy sends it (a key figure): amounts per hectare ('€/ha', the agricultural
 * files' indebtedness and investment) with 0 decimals (spec 001 §5); other amounts, whose unit is the euro or a
 * euro ratio, with 2 decimals (spec 000 §9); other units with the decimals given.
 */
export function formatQuantity(value: number | null | undefined, unit: string, decimals: number): string {
  if (unit.endsWith('/ha')) return formatNumber(value, 0, unit);
  return formatNumber(value, unit.startsWith('€') ? 2 : decimals, unit);
}

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

// Numeric patterns only: lightFormat needs no locale, which keeps date-fns' French locale off the first page.
function formatWith(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return date ? lightFormat(date, pattern) : '-';
}

/** DD/MM/YYYY. */
export function formatDate(value: DateInput): string {
  return formatWith(value, 'dd/MM/yyyy');
}

/** HHhmm, e.g. "09h30". */
export function formatTime(value: DateInput): string {
  return formatWith(value, "HH'h'mm");
}

/** DD/MM/YYYY HH:mm. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, 'dd/MM/yyyy HH:mm');
}

const MEGABYTE = 1048576;

/** Above 1048576 bytes in Mo with one decimal, else in Ko without decimals. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  return bytes > MEGABYTE ? formatNumber(bytes / MEGABYTE, 1, 'Mo') : formatNumber(bytes / 1024, 0, 'Ko');
}
