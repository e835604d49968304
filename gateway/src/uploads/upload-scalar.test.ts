import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

const BOOK =
  'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointmentRequest { legacyId } errors { field message } } }';
const booking = { codeDossier: 'AGR001', codeAgent: 'AG101', reason: 'Bilan', email: 'jeanne@demo.fr' };
const NOT_A_FILE = 'Ce champ attend un fichier envoyé dans une requête multipart, pas une valeur JSON.';

describe('the Upload scalar', () => {
  it.each([
    ['a string', 'abc'],
    ['an object', { name: 'a.txt' }],
    ['a number', 42],
    ['a list', ['abc']],
  ])('refuses %s sent as a file in JSON variables, before any legacy call', async (_what, value) => {
    const { response, json } = await postGraphQL(
      stack.gateway.app,
      { query: BOOK, variables: { input: { ...booking, files: [value] } } },
      { cookie: SESSION },
    );
    const [error, ...others] = json().errors ?? [];
    expect(error?.message).toContain(NOT_A_FILE);
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(others).toEqual([]);
    expect(json().data ?? null).toBeNull();
    expect(response.statusCode).toBeLessThan(500);
    expect(stack.legacy.calls).toEqual([]);
  });

  it('refuses a value written in the document itself, before any legacy call', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      {
        query: `mutation { bookAppointment(input: { codeDossier: "AGR001", codeAgent: "AG101", reason: "Bilan", files: ["abc"] }) { appointmentRequest { legacyId } } }`,
      },
      { cookie: SESSION },
    );
    expect(json().errors?.[0]?.message).toContain(NOT_A_FILE);
    expect(json().errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.legacy.calls).toEqual([]);
  });
});
