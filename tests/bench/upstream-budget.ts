import { readFileSync } from 'node:fs';
import { buildGateway } from '@portal/gateway';
import type { UpstreamCall } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import { Kind, parse } from 'graphql';
import type { OperationDefinitionNode } from 'graphql';
import { freePort, repoRoot } from '../support/emulator.ts';

const DEMO_PASSWORD = 'Portail-Demo-2026!';

/** Values for the web app's operation variables, by variable name. */
const VARIABLES: Record<string, unknown> = {
  codeDossier: 'AGR001',
  wanted: 'AGR001',
  term: 'vign',
  input: { login: 'proprietaire@demo.fr', password: DEMO_PASSWORD },
};

/** The operations a cold load of /accueil sends together. */
const COLD_LOAD = ['Shell', 'Home'];

/** The operation's variables, valued for the demo data. */
export const variablesOf = (operation: WebOperation): Record<string, unknown> =>
  Object.fromEntries(operation.variables.map((name) => [name, VARIABLES[name]]));

/** Operations that only make sense for the firm's staff. */
const STAFF_OPERATIONS = /portfolio/i;

export interface OperationBudget {
  operation: string;
  account: string;
  calls: number;
  duplicates: number;
  criticalPathDepth: number;
  /** Each legacy call with its start and end in ms from the operation's first call. */
  upstream: { call: string; startMs: number; endMs: number }[];
}

/** The web app's operations as codegen wrote them (persisted documents: hash → document). */
export interface WebOperation {
  name: string;
  document: string;
  variables: string[];
}

export function webOperations(): WebOperation[] {
  const file = `${repoRoot}web/src/gql/persisted-documents.json`;
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.values(documents).map((document) => {
    const operation = parse(document).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation?.name) throw new Error(`an anonymous operation in ${file}`);
    return {
      name: operation.name.value,
      document,
      variables: (operation.variableDefinitions ?? []).map((variable) => variable.variable.name.value),
    };
  });
}

/**
 * Longest chain of calls that wait on one another: a call depends on an earlier one when it started after
 * that one ended.
 */
export function criticalPathDepth(calls: readonly Pick<UpstreamCall, 'startedAt' | 'endedAt'>[]): number {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const depth: number[] = [];
  sorted.forEach((call, index) => {
    let deepest = 0;
    for (let before = 0; before < index; before++) {
      if (sorted[before]!.endedAt <= call.startedAt) deepest = Math.max(deepest, depth[before]!);
    }
    depth[index] = deepest + 1;
  });
  return Math.max(0, ...depth);
}

/** Runs every operation of the web app once against the emulator and counts the legacy calls of each. */
export async function measureUpstreamBudgets(legacyApiUrl: string): Promise<OperationBudget[]> {
  const calls: UpstreamCall[] = [];
  const port = await freePort();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    port,
    legacyApiUrl,
  };
  const app = await buildGateway(config, { onUpstreamCall: (call) => calls.push(call) });
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}/graphql`;

  /** Posts one operation, or several in one HTTP request (a batch, as the web app's BatchHttpLink sends them). */
  async function post(payload: unknown, cookie: string, requestId: string) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        'x-request-id': requestId,
        cookie,
      },
      body: JSON.stringify(payload),
    });
    await response.text();
    return response;
  }
  function budget(name: string, account: string, requestId: string): OperationBudget {
    const own = calls.filter((call) => call.operationRequestId === requestId);
    const keys = own.map((call) => `${call.method} ${call.path}`);
    return {
      operation: name,
      account,
      calls: own.length,
      duplicates: keys.length - new Set(keys).size,
      criticalPathDepth: criticalPathDepth(own),
      upstream: own.map((call, index) => ({
        call: keys[index]!,
        startMs: call.startedAt - (own[0]?.startedAt ?? 0),
        endMs: call.endedAt - (own[0]?.startedAt ?? 0),
      })),
    };
  }
  async function signIn(login: string): Promise<string> {
    const response = await post(
      {
        query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
        variables: { input: { login, password: DEMO_PASSWORD } },
      },
      '',
      `bench-sign-in-${login}`,
    );
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  try {
    const sessions = { owner: await signIn('proprietaire@demo.fr'), staff: await signIn('collaborateur') };
    const budgets: OperationBudget[] = [];
    // Sign-out last: it closes the session the others use.
    const operations = webOperations().sort(
      (a, b) => Number(a.name === 'SignOut') - Number(b.name === 'SignOut'),
    );
    // A cold load of the home page: the shell's query and the screen's query in one HTTP request.
    const coldLoad = operations.filter((operation) => COLD_LOAD.includes(operation.name));
    const batch = coldLoad.map((operation) => ({
      query: operation.document,
      variables: variablesOf(operation),
    }));
    await post(batch, sessions.owner, 'bench-cold-load');
    const coldLoadBudget = budget(
      `${COLD_LOAD.join(' + ')} (one HTTP request)`,
      'proprietaire@demo.fr',
      'bench-cold-load',
    );
    for (const operation of operations) {
      const account = STAFF_OPERATIONS.test(operation.name) ? 'collaborateur' : 'proprietaire@demo.fr';
      const cookie = account === 'collaborateur' ? sessions.staff : sessions.owner;
      const requestId = `bench-${operation.name}`;
      const payload = { query: operation.document, variables: variablesOf(operation) };
      await post(payload, operation.name === 'SignIn' ? '' : cookie, requestId);
      budgets.push(budget(operation.name, account, requestId));
    }
    budgets.push(coldLoadBudget);
    return budgets;
  } finally {
    await app.close();
  }
}
