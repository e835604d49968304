import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION, useOwnerStack, withoutCost } from '../testing/fake-legacy.ts';
import type { GraphQLAnswer } from '../testing/fake-legacy.ts';
import { multipartPayload } from '../testing/multipart-payload.ts';

const stack = useOwnerStack();

const BOOK =
  'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointmentRequest { legacyId } errors { field message } } }';
const booking = { codeDossier: 'AGR001', codeAgent: 'AG101', reason: 'Bilan', email: 'jeanne@demo.fr' };
const operation = { query: BOOK, variables: { input: { ...booking, files: [null] } } };
const file = { field: '0', name: 'a.txt', content: 'bonjour' };

beforeEach(() => {
  stack.legacy.routes['POST /api/appointments/register'] = () => ({ body: { status: 'OK', id: '41' } });
});

function post(operations: unknown, map: unknown) {
  const { contentType, payload } = multipartPayload(operations, map, [file]);
  return stack.gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': contentType, 'x-graphql-yoga-csrf': '1', cookie: SESSION },
    payload,
  });
}

const bookings = () => stack.legacy.calls.filter((c) => c.path === '/api/appointments/register');

// What a polluting path would change for the whole process; put back after each test whatever happened.
const prototypes = [Object.prototype, Array.prototype, Function.prototype];
let before: PropertyDescriptorMap[] = [];
beforeEach(() => {
  before = prototypes.map((p) => Object.getOwnPropertyDescriptors(p));
});
afterEach(() => {
  for (const [i, target] of prototypes.entries()) {
    for (const key of Reflect.ownKeys(target)) if (!(key in before[i]!)) Reflect.deleteProperty(target, key);
    Object.defineProperties(target, before[i]!);
  }
});
const changedPrototypeMembers = () =>
  prototypes.flatMap((target, i) =>
    Reflect.ownKeys(target)
      .filter(
        (key) => Object.getOwnPropertyDescriptor(target, key)?.value !== before[i]![key as string]?.value,
      )
      .map(String),
  );

describe('the multipart map', () => {
  it.each([
    ['__proto__.toLocaleString', operation],
    ['__proto__.hasOwnProperty', operation],
    ['constructor.prototype.toLocaleString', operation],
    ['variables.input.constructor.prototype.toLocaleString', operation],
    ['variables.input.files.__proto__.toLocaleString', operation],
    ['0.__proto__.toLocaleString', [operation]],
    ['__proto__.toLocaleString', [operation]],
    ['0.variables.input.files.__proto__.toLocaleString', [operation]],
    ['0.variables.input.files.constructor.prototype.toLocaleString', [operation]],
  ])('refuses the path %s before any call, leaving every prototype as it was', async (path, operations) => {
    const response = await post(operations, { '0': [path] });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ errors: { extensions: { code: string } }[] }>().errors.map((e) => e.extensions.code),
    ).toEqual(['BAD_USER_INPUT']);
    expect(changedPrototypeMembers()).toEqual([]);
    expect(stack.legacy.calls).toEqual([]);
  });

  it('names the refused path in French', async () => {
    const response = await post(operation, { '0': ['__proto__.toLocaleString'] });
    expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(
      'Le chemin « __proto__.toLocaleString » de la requête multipart ne désigne aucune variable à fichier.',
    );
  });

  it.each([
    ['a part of the operation outside its variables', 'query'],
    ['a variable the operation does not have', 'variables.autre'],
    ['a variable that holds a value', 'variables.input.reason'],
    ['an index past the end of the list', 'variables.input.files.1'],
    ['an index written with a leading zero', 'variables.input.files.00'],
  ])('refuses a path naming %s, before any call', async (_what, path) => {
    const response = await post(operation, { '0': [path] });
    expect(response.statusCode).toBe(400);
    expect(stack.legacy.calls).toEqual([]);
  });

  it('refuses two paths to the same slot, before any call', async () => {
    const { contentType, payload } = multipartPayload(
      operation,
      { '0': ['variables.input.files.0'], '1': ['variables.input.files.0'] },
      [file, { ...file, field: '1' }],
    );
    const response = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': contentType, 'x-graphql-yoga-csrf': '1', cookie: SESSION },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(stack.legacy.calls).toEqual([]);
  });

  it('places a file in the second operation of a batch, which books with it', async () => {
    const response = await post([{ query: '{ viewer { login } }' }, operation], {
      '0': ['1.variables.input.files.0'],
    });
    expect(withoutCost(response.json<GraphQLAnswer[]>()[1]!)).toEqual({
      data: { bookAppointment: { appointmentRequest: { legacyId: '41' }, errors: [] } },
    });
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]?.body).toContain('bonjour');
  });
});
