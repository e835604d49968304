import type { FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';

/** Pino options: secrets never reach the logs (ARCHITECTURE rule 7). */
export function loggerOptions(config: GatewayConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'password',
        '*.password',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
        'graphql.variables.password',
        'graphql.variables.*.password',
      ],
      censor: '[redacted]',
    },
  };
}
