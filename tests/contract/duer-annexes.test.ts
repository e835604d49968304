import { ANNEXE_LABEL_TAKEN } from '@portal/schema/rules/duer-annexes';
import { FILE_TYPE_REFUSED } from '@portal/schema/rules/duer-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { Operation } from '../testkit/operation.ts';
import { graphqlWithFile, startOwnStack, LEGACY_NOW } from './support.ts';

// The DUER's and its modules' annexes through the gateway: staff create DUERs of AGR001 for years of this file's
// own emulator, from the default model so that they hold modules.
let stack: Awaited<ReturnType<typeof startOwnStack>>;
let gateway: Awaited<ReturnType<typeof startOwnStack>>['gateway'];
let owner: string;
let staff: string;

beforeAll(async () => {
  stack = await startOwnStack(['proprietaire@demo.fr', 'collaborateur']);
  gateway = stack.gateway;
  [owner, staff] = stack.sessions as [string, string];
});
afterAll(() => stack.close());

const SEED_YEAR = new Date(LEGACY_NOW).getUTCFullYear();

const AnnexesDocument = graphql(`
  query ContractDuerAnnexes($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        id
        annexes {
          ...ContractDuerAnnexesFields
        }
        categories {
          id
          modules {
            id
            legacyId
            nom
            baseModuleLegacyId
            annexes {
              ...ContractDuerAnnexesFields
            }
          }
        }
      }
    }
  }

  fragment ContractDuerAnnexesFields on DuerAnnexes {
    id
    estModule
    peutAjouter
    peutCreer
    annexes {
      id
      legacyId
      baseAnnexeId
      nom
      numAnnexe
      nomFichier
      fichierUrl
      apercuUrl
      peutDeplacer
      peutRemplacer
      peutSupprimer
    }
    annexesExistantes {
      id
      legacyId
      nom
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractCreateDuerForAnnexes($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
      }
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractSaveDuerAnnexes($input: SaveDuerAnnexesInput!) {
    saveDuerAnnexes(input: $input) {
      annexes {
        ...ContractDuerAnnexesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddDocument = graphql(`
  mutation ContractAddDuerAnnexe($input: AddDuerAnnexeInput!) {
    addDuerAnnexe(input: $input) {
      annexes {
        ...ContractDuerAnnexesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const ReplaceDocument = graphql(`
  mutation ContractReplaceDuerAnnexe($input: ReplaceDuerAnnexeInput!) {
    replaceDuerAnnexe(input: $input) {
      annexes {
        ...ContractDuerAnnexesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

/** A new DUER of AGR001 for a year of the test's own, from the default model. */
async function freshDuer(annee: number) {
  const { body } = await gateway.graphql(
    CreateDocument,
    { input: { codeDossier: 'AGR001', mode: 'modele', annee } },
    staff,
  );
  const duer = body.data?.createDuer.duer;
  if (!duer) throw new Error(`no DUER created: ${JSON.stringify(body)}`);
  return duer;
}

const annexesOf = async (legacyId: string, cookie = owner) =>
  (await gateway.graphql(AnnexesDocument, { codeDossier: 'AGR001', legacyId }, cookie)).body;

const withFile = <TResult, TInput extends { fichier?: File | null }>(
  cookie: string,
  operation: Operation<TResult, { input: TInput }>,
  input: TInput,
) => graphqlWithFile(gateway.url, cookie, operation, input);

const pdf = (name: string, content = `%PDF-1.4 ${name}`) =>
  new File([content], name, { type: 'application/pdf' });

describe('a DUER’s annexes through the gateway', () => {
  it('lets the owner add a catalogue annexe and remove it, never move, replace or create one', async () => {
    const duer = await freshDuer(SEED_YEAR + 5);
    const before = (await annexesOf(duer.legacyId)).data?.dossier?.duer?.annexes;
    expect(before).toMatchObject({ estModule: false, peutAjouter: true, peutCreer: false, annexes: [] });
    const registre = before?.annexesExistantes?.find(
      (b) => b.nom === 'Registre des vérifications périodiques',
    );
    const added = await gateway.graphql(
      AddDocument,
      { input: { annexesId: before?.id ?? '', baseAnnexeId: registre?.id } },
      owner,
    );
    const [annexe] = added.body.data?.addDuerAnnexe.annexes?.annexes ?? [];
    expect(annexe).toMatchObject({
      nom: registre?.nom,
      peutDeplacer: false,
      peutRemplacer: false,
      peutSupprimer: true,
    });

    const file = await fetch(`${gateway.url}${annexe?.apercuUrl}`, { headers: { cookie: owner } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);

    const moved = await gateway.graphql(
      SaveDocument,
      {
        input: {
          annexesId: before?.id ?? '',
          numeros: [{ annexeId: annexe?.id ?? '', numAnnexe: 3 }],
          supprimees: [],
        },
      },
      owner,
    );
    expect(moved.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await withFile(owner, AddDocument, {
      annexesId: before?.id ?? '',
      nom: 'Du propriétaire',
      fichier: pdf('p.pdf'),
    });
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const removed = await gateway.graphql(
      SaveDocument,
      { input: { annexesId: before?.id ?? '', numeros: [], supprimees: [annexe?.id ?? ''] } },
      owner,
    );
    expect(removed.body.data?.saveDuerAnnexes.annexes?.annexes).toEqual([]);
  });

  it('lets an adviser create a module’s annexe, refuse its label again, renumber and replace it', async () => {
    const duer = await freshDuer(SEED_YEAR + 6);
    const modules = (await annexesOf(duer.legacyId, staff)).data?.dossier?.duer?.categories?.flatMap(
      (c) => c.modules ?? [],
    );
    const module = modules?.[0];
    const holder = module?.annexes;
    expect(holder).toMatchObject({ estModule: true, peutCreer: true, annexes: [] });
    const input = { annexesId: holder?.id ?? '', nom: 'Notice du pulvérisateur', fichier: pdf('notice.pdf') };
    const created = await withFile(staff, AddDocument, input);
    const [annexe] = created.data?.addDuerAnnexe.annexes?.annexes ?? [];
    expect(annexe).toMatchObject({
      nom: 'Notice du pulvérisateur',
      numAnnexe: 1,
      nomFichier: 'notice.pdf',
      peutDeplacer: true,
    });
    const again = await withFile(staff, AddDocument, {
      ...input,
      nom: 'NOTICE DU PULVÉRISATEUR',
      fichier: pdf('n.pdf'),
    });
    expect(again.data?.addDuerAnnexe.errors.map((e) => e.message)).toEqual([ANNEXE_LABEL_TAKEN]);

    const renumbered = await gateway.graphql(
      SaveDocument,
      {
        input: {
          annexesId: holder?.id ?? '',
          numeros: [{ annexeId: annexe?.id ?? '', numAnnexe: 4 }],
          supprimees: [],
        },
      },
      staff,
    );
    expect(renumbered.body.data?.saveDuerAnnexes.annexes?.annexes?.[0]?.numAnnexe).toBe(4);

    const annexeId = annexe?.id ?? '';
    const notDocument = await withFile(staff, ReplaceDocument, {
      annexeId,
      fichier: pdf('notice.txt', 'texte'),
    });
    expect(notDocument.data?.replaceDuerAnnexe.errors.map((e) => e.message)).toEqual([FILE_TYPE_REFUSED]);
    const replaced = await withFile(staff, ReplaceDocument, { annexeId, fichier: pdf('notice-2.pdf') });
    expect(replaced.data?.replaceDuerAnnexe.annexes?.annexes?.[0]?.nomFichier).toBe('notice-2.pdf');
    // The DUER's own annexes are apart from the module's.
    expect((await annexesOf(duer.legacyId, staff)).data?.dossier?.duer?.annexes.annexes).toEqual([]);
    expect(module?.baseModuleLegacyId).toMatch(/^\d+$/);
  });
});
