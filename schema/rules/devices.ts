import { z } from 'zod';

// Issue 47: the browsers and tokens signed in as the person ('Appareils connectés' in Mon compte).
export const DEVICE_UNKNOWN = 'Cet appareil n’est plus connecté.';
export const DEVICE_SIGNED_OUT = 'L’appareil a bien été déconnecté.';
export const DEVICE_SIGN_OUT_CONFIRM =
  'Voulez-vous vraiment déconnecter cet appareil ? Sa prochaine demande sera refusée et il devra se connecter à nouveau.';
export const NO_OTHER_DEVICE = 'Aucun autre appareil n’est connecté à votre compte.';
export const CURRENT_DEVICE_LABEL = 'Cet appareil';

/** A device's public id: a browser session's (`session:`) or an API token's (`token:`) id; it grants nothing. */
export const deviceIdShape = z.string().regex(/^(session|token):[A-Za-z0-9_-]{1,64}$/, DEVICE_UNKNOWN);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "Dernière activité : il y a 5 min": a last use as a person says it, from `now`; "jamais" for none. */
export function lastUseLabel(lastUsedAt: Date | null, now: Date): string {
  if (lastUsedAt === null) return 'Dernière activité : jamais';
  const elapsed = Math.max(0, now.getTime() - lastUsedAt.getTime());
  if (elapsed < MINUTE_MS) return 'Dernière activité : à l’instant';
  if (elapsed < HOUR_MS) return `Dernière activité : il y a ${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) return `Dernière activité : il y a ${Math.floor(elapsed / HOUR_MS)} h`;
  const days = Math.floor(elapsed / DAY_MS);
  return `Dernière activité : il y a ${days} jour${days > 1 ? 's' : ''}`;
}
