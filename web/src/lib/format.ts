// One module per function rather than the package's index: the build puts in the home's chunk every module the
// home reaches (web/first-screen-chunks.ts), and through the index that is all of date-fns that any screen uses.
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

// Spec 000 §9: French formats everywhere a person reads: a space between thousands (a no-break one keeps
// "1 234 €" on one line) and a comma before the decimals. Written here rather than with Intl.NumberFormat: the
// first French number format a page creates loads ICU's data, a task of about 100 ms on a slow phone, in the
// middle of the home's first render (docs/decisions/016); the rounding is Intl's, which the tests compare with.
const NO_BREAK_SPACE = '\u00a0';
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The whole and decimal digits of `magnitude` (not negative) rounded half away from zero to `decimals`, from its
 * shortest decimal writing as Intl rounds it (1.005 → 1.01), not from its binary value as toFixed does (1.00).
 */
function roundedDigits(magnitude: number, decimals: number): [whole: string, fraction: string] {
  // The shortest writing is exponential below 1e-6 and from 1e21: toFixed and BigInt write those in full.
  const written =
    magnitude >= 1e21
      ? BigInt(magnitude).toString()
      : magnitude < 1e-6
        ? magnitude.toFixed(20)
        : String(magnitude);
  const [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  const kept = whole + fraction.slice(0, decimals);
  const digits =
    fraction.charAt(decimals) >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const point = digits.length - decimals;
  return [digits.slice(0, point), digits.slice(point)];
}

/** `value` in French with between `fewest` and `most` decimals: (-1234.5, 2, 2) → "-1 234,50". */
function frenchNumber(value: number, fewest: number, most: number): string {
  const [whole, fraction] = roundedDigits(Math.abs(value), most);
  let decimals = fraction;
  while (decimals.length > fewest && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // As Intl writes it, a negative value keeps its sign even when it rounds to zero ("-0").
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(THOUSANDS, NO_BREAK_SPACE)}${decimals ? `,${decimals}` : ''}`;
}

/** 1234.5 → "1 234,5"; the unit follows the value; null, undefined or non-finite → "-". */
export function formatNumber(value: number | null | undefined, decimals = 0, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const text = frenchNumber(value, decimals, decimals);
  return unit ? `${text}${NO_BREAK_SPACE}${unit}` : text;
}

/** A duration in years as people say it: 7 → "7 ans", 7.5 → "7,5 ans", 1 → "1 an" (French is singular below 2). */
export function formatYears(value: number): string {
  return `${frenchNumber(value, 0, 2)}${NO_BREAK_SPACE}${value < 2 ? 'an' : 'ans'}`;
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
