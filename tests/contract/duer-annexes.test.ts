import { ANNEXE_LABEL_TAKEN } from '@portal/schema/rules/duer-annexes';
import { FILE_TYPE_REFUSED } from '@portal/schema/rules/duer-pages';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { Operation } from '../testkit/operation.ts';
import { graphqlWithFile } from './support.ts';
import { freshDuer, ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// The DUER's and its modules' annexes through the gateway: staff create DUERs of AGR001 for years of this file's
// own emulator, from the default model so that they hold modules.
const own = ownDuerStack();

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

const annexesOf = async (legacyId: string, cookie = own.owner) =>
  (await own.gateway.graphql(AnnexesDocument, { codeDossier: 'AGR001', legacyId }, cookie)).body;

const withFile = <TResult, TInput extends { fichier?: File | null }>(
  cookie: string,
  operation: Operation<TResult, { input: TInput }>,
  input: TInput,
) => graphqlWithFile(own.gateway.url, cookie, operation, input);

const pdf = (name: string, content = `%PDF-1.4 ${name}`) =>
  new File([content], name, { type: 'application/pdf' });

describe('a DUER’s annexes through the gateway', () => {
  it('lets the owner add a catalogue annexe and remove it, never move, replace or create one', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 5, { mode: 'modele' });
    const before = (await annexesOf(duer.legacyId)).data?.dossier?.duer?.annexes;
    expect(before).toMatchObject({ estModule: false, peutAjouter: true, peutCreer: false, annexes: [] });
    const registre = before?.annexesExistantes?.find(
      (b) => b.nom === 'Registre des vérifications périodiques',
    );
    const added = await own.gateway.graphql(
      AddDocument,
      { input: { annexesId: before?.id ?? '', baseAnnexeId: registre?.id } },
      own.owner,
    );
    const [annexe] = added.body.data?.addDuerAnnexe.annexes?.annexes ?? [];
    expect(annexe).toMatchObject({
      nom: registre?.nom,
      peutDeplacer: false,
      peutRemplacer: false,
      peutSupprimer: true,
    });

    const file = await fetch(`${own.gateway.url}${annexe?.apercuUrl}`, { headers: { cookie: own.owner } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);

    const moved = await own.gateway.graphql(
      SaveDocument,
      {
        input: {
          annexesId: before?.id ?? '',
          numeros: [{ annexeId: annexe?.id ?? '', numAnnexe: 3 }],
          supprimees: [],
        },
      },
      own.owner,
    );
    expect(moved.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await withFile(own.owner, AddDocument, {
      annexesId: before?.id ?? '',
      nom: 'Du propriétaire',
      fichier: pdf('p.pdf'),
    });
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const removed = await own.gateway.graphql(
      SaveDocument,
      { input: { annexesId: before?.id ?? '', numeros: [], supprimees: [annexe?.id ?? ''] } },
      own.owner,
    );
    expect(removed.body.data?.saveDuerAnnexes.annexes?.annexes).toEqual([]);
  });

  it('lets an adviser create a module’s annexe, refuse its label again, renumber and replace it', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 6, { mode: 'modele' });
    const modules = (await annexesOf(duer.legacyId, own.staff)).data?.dossier?.duer?.categories?.flatMap(
      (c) => c.modules ?? [],
    );
    const module = modules?.[0];
    const holder = module?.annexes;
    expect(holder).toMatchObject({ estModule: true, peutCreer: true, annexes: [] });
    const input = { annexesId: holder?.id ?? '', nom: 'Notice du pulvérisateur', fichier: pdf('notice.pdf') };
    const created = await withFile(own.staff, AddDocument, input);
    const [annexe] = created.data?.addDuerAnnexe.annexes?.annexes ?? [];
    expect(annexe).toMatchObject({
      nom: 'Notice du pulvérisateur',
      numAnnexe: 1,
      nomFichier: 'notice.pdf',
      peutDeplacer: true,
    });
    const again = await withFile(own.staff, AddDocument, {
      ...input,
      nom: 'NOTICE DU PULVÉRISATEUR',
      fichier: pdf('n.pdf'),
    });
    expect(again.data?.addDuerAnnexe.errors.map((e) => e.message)).toEqual([ANNEXE_LABEL_TAKEN]);

    const renumbered = await own.gateway.graphql(
      SaveDocument,
      {
        input: {
          annexesId: holder?.id ?? '',
          numeros: [{ annexeId: annexe?.id ?? '', numAnnexe: 4 }],
          supprimees: [],
        },
      },
      own.staff,
    );
    expect(renumbered.body.data?.saveDuerAnnexes.annexes?.annexes?.[0]?.numAnnexe).toBe(4);

    const annexeId = annexe?.id ?? '';
    const notDocument = await withFile(own.staff, ReplaceDocument, {
      annexeId,
      fichier: pdf('notice.txt', 'texte'),
    });
    expect(notDocument.data?.replaceDuerAnnexe.errors.map((e) => e.message)).toEqual([FILE_TYPE_REFUSED]);
    const replaced = await withFile(own.staff, ReplaceDocument, { annexeId, fichier: pdf('notice-2.pdf') });
    expect(replaced.data?.replaceDuerAnnexe.annexes?.annexes?.[0]?.nomFichier).toBe('notice-2.pdf');
    // The DUER's own annexes are apart from the module's.
    expect((await annexesOf(duer.legacyId, own.staff)).data?.dossier?.duer?.annexes.annexes).toEqual([]);
    expect(module?.baseModuleLegacyId).toMatch(/^\d+$/);
  });
});
