import { request } from 'undici';

/** A hash suffix the range service knows, with how many times it was seen in breaches. */
export interface BreachedSuffix {
  suffix: string;
  count: number;
}

/** The range service's hash prefix: exactly 5 hexadecimal characters. */
export const BREACH_PREFIX_PATTERN = /^[0-9A-Fa-f]{5}$/;

/**
 * Asks the k-anonymity range service (the public service's text format, `SUFFIX:COUNT` lines) for one prefix of a
 * SHA-1. The browser computes the hash: only the 5 characters of the prefix reach the gateway and the service.
 * Throws when the service does not answer well; the person then sees the spec's check-failure message.
 */
export async function breachedSuffixes(
  rangeUrl: string,
  prefix: string,
  timeoutMs: number,
): Promise<BreachedSuffix[]> {
  if (!BREACH_PREFIX_PATTERN.test(prefix)) throw new Error('not a 5-character hexadecimal prefix');
  const answer = await request(`${rangeUrl}${prefix.toUpperCase()}`, {
    headers: { 'add-padding': 'true', 'user-agent': 'portail-client' },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200) throw new Error(`breach range answered ${answer.statusCode}`);
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().split(':'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^[0-9A-F]{35}$/i.test(parts[0]!))
    .map(([suffix, count]) => ({ suffix: suffix.toUpperCase(), count: Number(count) || 0 }))
    .filter((entry) => entry.count > 0);
}
