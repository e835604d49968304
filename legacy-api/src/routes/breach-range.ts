import { createHash } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { RouteDeps } from '../route-deps.ts';

/**
 * Passwords the offline range service knows as breached, with made-up counts. Each meets the registration rule, so
 * that the warning, not the rule, is what a test or a demo sees.
 */
export const BREACHED_PASSWORDS: Readonly<Record<string, number>> = {
  'Azerty123!': 48_213,
  'Motdepasse1!': 9_731,
  'P@ssw0rd2024': 120_554,
  'Soleil2026!': 312,
};

const RANGE: ReadonlyMap<string, string[]> = (() => {
  const range = new Map<string, string[]>();
  for (const [password, count] of Object.entries(BREACHED_PASSWORDS)) {
    const sha1 = createHash('sha1').update(password).digest('hex').toUpperCase();
    const lines = range.get(sha1.slice(0, 5)) ?? [];
    range.set(sha1.slice(0, 5), [...lines, `${sha1.slice(5)}:${count}`]);
  }
  return range;
})();

/**
 * GET /range/{prefix}: the k-anonymity range format of the public breach service (suffix:count lines, CRLF), over
 * BREACHED_PASSWORDS, so that tests and demos work offline. Not a call of the legacy.
 */
export const breachRangeRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, _deps, done) => {
  app.get(
    '/range/:prefix',
    {
      schema: {
        tags: ['development'],
        summary: 'Offline stand-in of the public breach-range service (text/plain, SUFFIX:COUNT lines)',
        params: Type.Object({ prefix: Type.String({ pattern: '^[0-9A-Fa-f]{5}$' }) }),
        response: { 200: Type.String() },
      },
    },
    (request, reply) => {
      // The public service pads every answer so its size tells nothing: one padding line at least.
      const lines = [...(RANGE.get(request.params.prefix.toUpperCase()) ?? []), `${'0'.repeat(35)}:0`];
      reply.type('text/plain; charset=utf-8');
      return lines.join('\r\n');
    },
  );
  done();
};
