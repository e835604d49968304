import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from '../config.ts';

/** Pino options: secrets never reach the logs (ARCHITECTURE rule 7). */
export function loggerOptions(config: GatewayConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'password',
        '*.password',
        '*.passwordConfirmation',
        '*.pwd',
        '*.uid',
        '*.captcha',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // A GET operation carries its query and variables in the query string: only the path is logged.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        // A token in an address is refused (api-tokens/bearer.ts), and its text never written here either.
        url: request.url.split('?')[0]?.replace(/pcat_[A-Za-z0-9_-]*/g, 'pcat_[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  };
}
