/** The emulator's only source of "now", so tests and demos can pin time with LEGACY_NOW. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new Error(`LEGACY_NOW is not an ISO date: ${iso}`);
  return { now: () => new Date(at) };
}
