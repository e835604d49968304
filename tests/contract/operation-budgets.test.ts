import { beforeAll, describe, expect, it } from 'vitest';
import { startDelayProxy } from '../bench/delay-proxy.ts';
import { budgetMisses, WAVE_EXCEPTIONS } from '../bench/goals.ts';
import { measureRecipeCosts, type RecipeCost } from '../bench/recipe-costs.ts';
import { measureUpstreamBudgets, repeatedCalls } from '../bench/upstream-budget.ts';
import type { OperationBudget } from '../bench/upstream-budget.ts';
import { startOwnEmulator } from './support.ts';

// The part of `npm run bench` that does not depend on the machine's speed: which legacy calls each operation of
// the web app makes, and how many wait on one another. Calls are held on their way (delay-proxy.ts) so that calls
// sent together overlap and a call sent after another's answer starts after it ended.
const UPSTREAM_DELAY_MS = 25;

let budgets: OperationBudget[];
let recipes: RecipeCost[];

beforeAll(async () => {
  // The operations book, answer and cancel: an emulator of this file's own.
  const emulator = await startOwnEmulator();
  const delayed = await startDelayProxy(emulator.url, UPSTREAM_DELAY_MS);
  try {
    budgets = await measureUpstreamBudgets(delayed.url);
    recipes = await measureRecipeCosts(delayed.url);
  } finally {
    await delayed.close();
    await emulator.stop();
  }
});

describe('legacy call budgets of the web app’s operations', () => {
  it('keeps every operation within its budget: no error, no call twice, a screen’s query in one wave', () => {
    expect(budgets.flatMap(budgetMisses)).toEqual([]);
  });

  it('estimates before it runs at least the legacy calls each operation of the web app and of the recipes makes', () => {
    // Issue 42: the rate limit charges the estimate first; one below the real calls let a token overshoot its budget.
    const costs = [
      ...budgets.map((b) => ({ operation: b.operation, cost: b.cost })),
      ...recipes.map((r) => ({ operation: r.recipe, cost: r.cost })),
    ];
    // Every one answered alone says its cost; the cold load's batch has none of its own.
    expect(costs.filter(({ cost }) => !cost).map(({ operation }) => operation)).toEqual([
      'Shell + Home (one HTTP request)',
    ]);
    const under = costs
      .filter(({ cost }) => cost && cost.requestedLegacyCalls < cost.actualLegacyCalls)
      .map(
        ({ operation, cost }) => `${operation}: ${cost?.requestedLegacyCalls} < ${cost?.actualLegacyCalls}`,
      );
    expect(under).toEqual([]);
  });

  it('asks for the whole home screen in one wave of legacy calls', () => {
    const home = budgets.find((b) => b.operation === 'Home');
    expect(home?.criticalPathDepth).toBe(1);
    expect(home?.calls).toBe(8);
  });

  it('allows more waves only to the vault and the document store, whose checks come before their lists, and to an audit question deleted before its category is renumbered', () => {
    expect(Object.keys(WAVE_EXCEPTIONS)).toEqual([
      'SharedCredentials',
      'DocumentStore',
      'DeleteDuerAuditQuestion',
    ]);
    const vault = budgets.find((b) => b.operation === 'SharedCredentials');
    expect(vault?.criticalPathDepth).toBe(2);
    expect(vault?.upstream.at(-1)?.call).toBe('GET /api/identifiants/AGR001');
    const store = budgets.find((b) => b.operation === 'DocumentStore');
    expect(store?.criticalPathDepth).toBe(2);
    expect(store?.upstream.at(-1)?.call).toMatch(/^GET \/api\/documents\/ged\/documents\/AGR001\/releves\?/);
  });

  it('counts a call made again as waste, unless the operation wrote in between', () => {
    const call = (method: string, path: string, startedAt: number, endedAt: number) => ({
      method,
      path,
      startedAt,
      endedAt,
    });
    const read = (at: number) => call('GET', '/api/duer/7/preambule', at, at + 10);
    expect(repeatedCalls([read(0), read(0)])).toBe(1);
    expect(repeatedCalls([read(0), read(20)])).toBe(1);
    expect(repeatedCalls([read(0), call('POST', '/api/duer/preambule/3/categories', 10, 20), read(20)])).toBe(
      0,
    );
    // A write still on its way when the read is sent may not have changed anything yet.
    expect(repeatedCalls([read(0), call('POST', '/api/duer/preambule/3/categories', 10, 30), read(20)])).toBe(
      1,
    );
  });
});
