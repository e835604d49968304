import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { UpstreamCall } from '../transport/http.ts';

export const METRICS_PATH = '/metrics';

// Label values are always chosen by the gateway's code (route patterns, known operation names, error codes,
// legacy areas), never copied from a request: no id, path or name a caller makes up reaches /metrics.
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
const LEGACY_AREA = /^\/api\/([a-z][A-Za-z]{0,31})(?:[/?]|$)/;

export type OperationOutcome = 'success' | 'partial' | 'error';

/** The gateway's Prometheus metrics, in a registry of its own (tests build several gateways in one process). */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly #httpRequests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [this.registry],
  });
  readonly #operations = new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL operations executed, by operation name (trusted names only, else "other") and outcome',
    labelNames: ['operation', 'outcome'],
    registers: [this.registry],
  });
  readonly #errors = new Counter({
    name: 'gateway_graphql_errors_total',
    help: 'GraphQL errors answered, by extensions.code',
    labelNames: ['code'],
    registers: [this.registry],
  });
  readonly #upstream = new Histogram({
    name: 'gateway_upstream_duration_seconds',
    help: 'Legacy API calls, by area (first path segment after /api) and status class',
    labelNames: ['area', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly #operationNames: ReadonlySet<string>;

  constructor(options: { operationNames: ReadonlySet<string> }) {
    this.#operationNames = options.operationNames;
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts every answer and serves the registry on /metrics, without session. */
  register(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      this.#httpRequests.inc({
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      });
    });
    app.get(METRICS_PATH, async (_request, reply) =>
      reply.type(this.registry.contentType).send(await this.registry.metrics()),
    );
  }

  operation(name: string | null, outcome: OperationOutcome): void {
    const operation = name !== null && this.#operationNames.has(name) ? name : 'other';
    this.#operations.inc({ operation, outcome });
  }

  error(code: unknown): void {
    this.#errors.inc({ code: typeof code === 'string' && ERROR_CODE.test(code) ? code : 'OTHER' });
  }

  upstream(call: UpstreamCall): void {
    const area = LEGACY_AREA.exec(call.path)?.[1] ?? 'other';
    // 0: no answer at all (timeout, connection refused or reset).
    const statusClass = call.status === 0 ? 'none' : `${Math.floor(call.status / 100)}xx`;
    this.#upstream.observe({ area, status_class: statusClass }, (call.endedAt - call.startedAt) / 1000);
  }
}
