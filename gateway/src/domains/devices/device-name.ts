import Bowser from 'bowser';

const UNKNOWN_BROWSER = 'Navigateur inconnu';

/**
 * The device a browser session is listed as ("Chrome sur Android", "Safari sur iOS"), from the User-Agent of its
 * sign-in: what a person recognises, not an exact model, which browsers no longer tell. Nothing of the address:
 * the gateway has no local database of networks to place it with.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_BROWSER;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name ?? UNKNOWN_BROWSER;
  const system = parsed.os.name;
  return system ? `${browser} sur ${system}` : browser;
}
