import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { MESSAGES, validationMessage } from './errors.ts';

const FAULTS = {
  latency: Type.Object(
    { kind: Type.Literal('latency'), ms: Type.Integer({ minimum: 0, maximum: 300_000 }) },
    { additionalProperties: false },
  ),
  status: Type.Object(
    {
      kind: Type.Literal('status'),
      status: Type.Integer({ minimum: 200, maximum: 599 }),
      body: Type.Optional(Type.Unknown()),
      // A plain-text answer instead of JSON: what the legacy sends for a file it does not have.
      text: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  hang: Type.Object({ kind: Type.Literal('hang') }, { additionalProperties: false }),
  reset: Type.Object({ kind: Type.Literal('reset') }, { additionalProperties: false }),
};
type FaultKind = keyof typeof FAULTS;
const KINDS = Object.keys(FAULTS) as FaultKind[];

function ruleSchema<F extends TSchema>(fault: F) {
  return Type.Object(
    {
      method: Type.Optional(Type.String({ pattern: '^[A-Za-z]+$' })),
      path: Type.String({ pattern: '^/[^*]*\\*?$' }),
      fault,
      times: Type.Optional(Type.Integer({ minimum: 1 })),
      after: Type.Optional(Type.Integer({ minimum: 0 })),
    },
    { additionalProperties: false },
  );
}

export const FaultRuleSchema = ruleSchema(
  Type.Union([FAULTS.latency, FAULTS.status, FAULTS.hang, FAULTS.reset]),
);
export const FaultRulesSchema = Type.Array(FaultRuleSchema, { maxItems: 100 });
export type FaultRule = Static<typeof FaultRuleSchema>;

/** A rule checked with its fault reduced to `kind`, so a wrong kind is named before the fields of any kind. */
const RuleWithKindOnly = ruleSchema(
  Type.Object({ kind: Type.Union(KINDS.map((kind) => Type.Literal(kind))) }),
);

interface Issue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** TypeBox's issues in the shape errors.ts words in French (Ajv's names for the missing or extra field). */
function firstIssue(schema: TSchema, value: unknown, prefix: string): Issue | undefined {
  const issue = Value.Errors(schema, value).find((e) => e.keyword !== 'boolean');
  if (!issue) return undefined;
  const params: Record<string, unknown> = { ...issue.params };
  if (Array.isArray(params.requiredProperties)) params.missingProperty = params.requiredProperties[0];
  if (Array.isArray(params.additionalProperties)) params.additionalProperty = params.additionalProperties[0];
  return { keyword: issue.keyword, instancePath: prefix + issue.instancePath, params };
}

/**
 * The rules' first problem, looking at each fault against the schema of its own kind: checked against the
 * union, a status fault without `status` would be reported as a latency fault without `ms`.
 */
function rulesIssue(value: unknown): Issue | undefined {
  if (!Array.isArray(value)) return firstIssue(FaultRulesSchema, value, '');
  const tooMany = firstIssue(Type.Array(Type.Unknown(), { maxItems: 100 }), value, '');
  if (tooMany) return tooMany;
  for (const [i, rule] of value.entries()) {
    const issue = firstIssue(RuleWithKindOnly, rule, `/${i}`);
    if (issue) return issue;
    const { fault } = rule as { fault: { kind: FaultKind } };
    const faultIssue = firstIssue(FAULTS[fault.kind], fault, `/${i}/fault`);
    if (faultIssue) return faultIssue;
  }
  return undefined;
}

function validateRules(value: unknown) {
  const issue = rulesIssue(value);
  if (!issue) return { value };
  return { error: Object.assign(new Error(validationMessage([issue], 'body')), { validation: [issue] }) };
}

interface ActiveRule {
  rule: FaultRule;
  matched: number;
  fired: number;
}

/** One call the emulator received; `status` stays null while it is pending and for a hang or a reset. */
export interface ReceivedCall {
  method: string;
  url: string;
  requestId: string | null;
  at: string;
  status: number | null;
  fault: FaultKind | null;
}

const CONTROL_PATHS = new Set(['/__faults', '/__calls']);
const MAX_CALLS = 10_000;

const KNOWN_BODIES: Record<number, string> = {
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  500: MESSAGES.internal,
};

function faultBody(status: number): { message: string; affichable: false } {
  return {
    message: KNOWN_BODIES[status] ?? `Panne simulée par l'émulateur (statut ${status}).`,
    affichable: false,
  };
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * Fault injection for the tests: rules set through `PUT /__faults` delay, fail, hang or reset the calls they
 * match, and `GET /__calls` shows what reached the emulator. Registered only when the emulator runs with
 * LEGACY_FAULTS=on, so a normal run has neither the control routes nor any fault.
 */
export const faultsPlugin = fp((app: FastifyInstance, _options: object, done: (err?: Error) => void) => {
  let rules: ActiveRule[] = [];
  let calls: ReceivedCall[] = [];
  const logged = new WeakMap<FastifyRequest, ReceivedCall>();
  // How to end each request the emulator is holding (hung or delayed), so closing never waits on a test's fault.
  const held = new Set<() => void>();
  let closing = false;

  function pick(method: string, path: string): ActiveRule | undefined {
    let chosen: ActiveRule | undefined;
    for (const active of rules) {
      const { rule } = active;
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      if (!pathMatches(rule.path, path)) continue;
      active.matched += 1;
      if (chosen || active.matched <= (rule.after ?? 0)) continue;
      if (rule.times !== undefined && active.fired >= rule.times) continue;
      chosen = active;
    }
    if (chosen) chosen.fired += 1;
    return chosen;
  }

  function hang(request: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    const socket = request.raw.socket;
    const end = () => socket.destroy();
    held.add(end);
    socket.once('close', () => held.delete(end));
  }

  function delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        held.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      held.add(end);
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (CONTROL_PATHS.has(path)) return;
    const header = request.headers['x-request-id'];
    const call: ReceivedCall = {
      method: request.method,
      url: request.url,
      requestId: typeof header === 'string' ? header : null,
      at: new Date().toISOString(),
      status: null,
      fault: null,
    };
    calls.push(call);
    if (calls.length > MAX_CALLS) calls.shift();
    logged.set(request, call);

    const fault = pick(request.method, path)?.rule.fault;
    if (!fault) return;
    call.fault = fault.kind;
    switch (fault.kind) {
      case 'latency':
        await delay(fault.ms);
        if (closing) {
          reply.hijack();
          request.raw.socket.destroy();
        }
        return;
      case 'status':
        if (fault.text !== undefined)
          return reply.status(fault.status).type('text/plain; charset=utf-8').send(fault.text);
        // Serialized here: the route's response schema must not reshape (or refuse) a test's partial body.
        return reply
          .status(fault.status)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(fault.body === undefined ? faultBody(fault.status) : fault.body));
      case 'hang':
        hang(request, reply);
        return;
      case 'reset':
        reply.hijack();
        request.raw.socket.resetAndDestroy();
        return;
    }
  });

  app.addHook('onResponse', (request, reply, next) => {
    const call = logged.get(request);
    if (call) call.status = reply.statusCode;
    next();
  });

  app.addHook('preClose', (closed) => {
    closing = true;
    for (const end of held) end();
    closed();
  });

  const tags = ['emulator-faults'];
  app.put(
    '/__faults',
    {
      schema: {
        tags,
        summary:
          'Emulator only (LEGACY_FAULTS=on): replaces the fault rules; each rule {method?, path (exact, or a prefix ending with *), fault: latency {ms} | status {status, body?} | hang | reset, times?, after?}',
        body: FaultRulesSchema,
      },
      validatorCompiler: () => validateRules,
    },
    (request) => {
      rules = (request.body as FaultRule[]).map((rule) => ({ rule, matched: 0, fired: 0 }));
      return listRules();
    },
  );
  app.get(
    '/__faults',
    {
      schema: {
        tags,
        summary:
          'Emulator only (LEGACY_FAULTS=on): the fault rules, each with `matched` (calls it matched) and `fired` (faults it applied)',
      },
    },
    () => listRules(),
  );
  app.delete(
    '/__faults',
    { schema: { tags, summary: 'Emulator only (LEGACY_FAULTS=on): removes every fault rule' } },
    (_request, reply) => {
      rules = [];
      return reply.status(204).send();
    },
  );
  app.get(
    '/__calls',
    {
      schema: {
        tags,
        summary:
          'Emulator only (LEGACY_FAULTS=on): the calls received, oldest first: {method, url, requestId, at, status, fault}',
      },
    },
    () => calls,
  );
  app.delete(
    '/__calls',
    { schema: { tags, summary: 'Emulator only (LEGACY_FAULTS=on): forgets the calls received' } },
    (_request, reply) => {
      calls = [];
      return reply.status(204).send();
    },
  );

  function listRules() {
    return rules.map(({ rule, matched, fired }) => ({ ...rule, matched, fired }));
  }

  done();
});
