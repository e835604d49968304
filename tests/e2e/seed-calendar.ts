// The emulator's seed hangs every appointment and event on its clock's current day (UTC midnight): a file's
// n-th item is `dayOffset + shift` days and `hour` UTC hours from there (legacy-api/src/db/seed). The tests
// compute the same instants and read them as the browser shows them, in Paris time.

const PARIS = 'Europe/Paris';

/** The instant the seed writes for a day offset and an hour (UTC) from the current day. */
export function seedInstant(dayOffset: number, hour: number, minute = 0): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + ((dayOffset * 24 + hour) * 60 + minute) * 60_000);
}

function parts(instant: Date): Record<string, string> {
  const formatted = new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  return Object.fromEntries(formatted.map((p) => [p.type, p.value]));
}

/** DD/MM/YYYY in Paris time (spec 000 §9). */
export function parisDate(instant: Date): string {
  const p = parts(instant);
  return `${p.day}/${p.month}/${p.year}`;
}

/** HHhmm in Paris time (spec 000 §9), e.g. "09h30". */
export function parisTime(instant: Date): string {
  const p = parts(instant);
  return `${p.hour}h${p.minute}`;
}
