import { afterAll, beforeAll } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { LEGACY_NOW, startOwnStack } from './support.ts';

// The DUER files change DUERs, so each has an emulator and a gateway of its own; they create DUERs for years after
// the seed's so that no two tests meet.

/** The year the emulator's seed gives AGR001 and VIT002 their DUERs. */
export const SEED_YEAR = new Date(LEGACY_NOW).getUTCFullYear();

type Stack = Awaited<ReturnType<typeof startOwnStack>>;

/** The file's gateway, signed in as AGR001's and VIT002's owner, AGR001's partner and the firm's staff. */
export interface DuerStack {
  gateway: Stack['gateway'];
  owner: string;
  partner: string;
  staff: string;
}

/** Starts the file's own stack before its tests and stops it after them; read its fields inside the tests. */
export function ownDuerStack(): DuerStack {
  const own = {} as DuerStack;
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startOwnStack(['proprietaire@demo.fr', 'associe@demo.fr', 'collaborateur']);
    own.gateway = stack.gateway;
    [own.owner, own.partner, own.staff] = stack.sessions as [string, string, string];
  });
  afterAll(() => stack?.close());
  return own;
}

const FreshDuerDocument = graphql(`
  mutation ContractFreshDuer($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
      }
    }
  }
`);

/** A new DUER of that file and year, made by staff: empty (its special pages only) or from the default model. */
export async function freshDuer(
  own: DuerStack,
  annee: number,
  { codeDossier = 'AGR001', mode = 'vide' }: { codeDossier?: string; mode?: 'vide' | 'modele' } = {},
) {
  const { body } = await own.gateway.graphql(
    FreshDuerDocument,
    { input: { codeDossier, mode, annee } },
    own.staff,
  );
  const duer = body.data?.createDuer.duer;
  if (!duer) throw new Error(`no DUER created: ${JSON.stringify(body)}`);
  return duer;
}
