import { FILE_TYPE_REFUSED, PAGE_LABEL_TAKEN, PAGE_NOT_A_FILE } from '@portal/schema/rules/duer-pages';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { Operation } from '../testkit/operation.ts';
import { graphqlWithFile } from './support.ts';
import { freshDuer, ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// The DUER's pages through the gateway: staff create DUERs of AGR001 for years of this file's own emulator.
const own = ownDuerStack();

const PagesDocument = graphql(`
  query ContractDuerPages($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        ...ContractDuerPagesFields
      }
    }
  }

  fragment ContractDuerPagesFields on Duer {
    id
    legacyId
    peutAjouterPage
    pages {
      id
      legacyId
      basePageId
      nom
      ordre
      estAvantRisques
      ecran
      nomFichier
      fichierUrl
      apercuUrl
      peutDeplacer
      peutRemplacer
      peutSupprimer
      peutModifier
    }
    pagesExistantes {
      id
      legacyId
      nom
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractSaveDuerPages($input: SaveDuerPagesInput!) {
    saveDuerPages(input: $input) {
      duer {
        ...ContractDuerPagesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddDocument = graphql(`
  mutation ContractAddDuerPage($input: AddDuerPageInput!) {
    addDuerPage(input: $input) {
      duer {
        ...ContractDuerPagesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const ReplaceDocument = graphql(`
  mutation ContractReplaceDuerPage($input: ReplaceDuerPageInput!) {
    replaceDuerPage(input: $input) {
      duer {
        ...ContractDuerPagesFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const pagesOf = async (legacyId: string, cookie = own.owner, codeDossier = 'AGR001') =>
  (await own.gateway.graphql(PagesDocument, { codeDossier, legacyId }, cookie)).body;

/** Posts a mutation with its file, as the owner. */
const withFile = <TResult, TInput extends { fichier?: File | null }>(
  operation: Operation<TResult, { input: TInput }>,
  input: TInput,
) => graphqlWithFile(own.gateway.url, own.owner, operation, input);

const pdf = (name: string, content = `%PDF-1.4 ${name}`) =>
  new File([content], name, { type: 'application/pdf' });

describe('a DUER’s pages through the gateway', () => {
  it('lists the special pages with their screens and no file, and the catalogue pages to add', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 5);
    const { data } = await pagesOf(duer.legacyId);
    const pages = data?.dossier?.duer?.pages ?? [];
    expect(pages.map((p) => [p.nom, p.ecran, p.fichierUrl, p.peutSupprimer, p.peutModifier])).toEqual([
      ['Page de garde', 'pageDeGarde', null, false, true],
      ['Informations générales', 'informationsGenerales', null, false, true],
      ['Préambule', 'preambule', null, false, true],
      ['Audit préalable', 'auditPrealable', null, false, true],
    ]);
    expect(data?.dossier?.duer?.pagesExistantes?.map((b) => b.nom)).toContain('Plan de prévention');
  });

  it('adds an existing page, moves it before the risk list, streams its file, and refuses removing a special page', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 6);
    const before = (await pagesOf(duer.legacyId)).data?.dossier?.duer;
    const plan = before?.pagesExistantes?.find((b) => b.nom === 'Plan de prévention');
    const added = await own.gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, basePageId: plan?.id } },
      own.owner,
    );
    const page = added.body.data?.addDuerPage.duer?.pages?.find((p) => p.nom === 'Plan de prévention');
    expect(page).toMatchObject({ ordre: 5, estAvantRisques: false, peutRemplacer: true });

    const saved = await own.gateway.graphql(
      SaveDocument,
      {
        input: {
          duerId: duer.id,
          pages: [{ duerPageId: page?.id ?? '', ordre: 5, estAvantRisques: true }],
          supprimees: [],
        },
      },
      own.owner,
    );
    expect(saved.body.data?.saveDuerPages.errors).toEqual([]);
    expect(saved.body.data?.saveDuerPages.duer?.pages?.at(-1)).toMatchObject({
      nom: 'Plan de prévention',
      estAvantRisques: true,
    });

    const file = await fetch(`${own.gateway.url}${page?.apercuUrl}`, { headers: { cookie: own.owner } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);

    const cover = before?.pages?.[0];
    const refused = await own.gateway.graphql(
      SaveDocument,
      { input: { duerId: duer.id, pages: [], supprimees: [cover?.id ?? ''] } },
      own.owner,
    );
    expect(refused.body.data?.saveDuerPages.errors.map((e) => e.message)).toEqual([PAGE_NOT_A_FILE]);
  });

  it('creates a page with its file, refuses its label again and a file that is not a document, and replaces it', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 7);
    const input = { duerId: duer.id, nom: 'Plan des issues', fichier: pdf('issues.pdf') };
    const created = await withFile(AddDocument, input);
    const page = created.data?.addDuerPage.duer?.pages?.find((p) => p.nom === 'Plan des issues');
    expect(page?.nomFichier).toBe('issues.pdf');

    const again = await withFile(AddDocument, { ...input, fichier: pdf('issues.pdf') });
    expect(again.data?.addDuerPage.errors.map((e) => e.message)).toEqual([PAGE_LABEL_TAKEN]);

    const duerPageId = page?.id ?? '';
    const notDocument = await withFile(ReplaceDocument, { duerPageId, fichier: pdf('issues.txt', 'texte') });
    expect(notDocument.data?.replaceDuerPage.errors.map((e) => e.message)).toEqual([FILE_TYPE_REFUSED]);
    const replaced = await withFile(ReplaceDocument, { duerPageId, fichier: pdf('issues-2.pdf') });
    expect(replaced.data?.replaceDuerPage.duer?.pages?.find((p) => p.id === page?.id)?.nomFichier).toBe(
      'issues-2.pdf',
    );
  });

  it('refuses a DUER’s pages to a partner without the file’s rights, and its files before any DUER call', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 8, { codeDossier: 'VIT002' });
    const base = (await pagesOf(duer.legacyId, own.owner, 'VIT002')).data?.dossier?.duer
      ?.pagesExistantes?.[0];
    const added = await own.gateway.graphql(
      AddDocument,
      { input: { duerId: duer.id, basePageId: base?.id } },
      own.owner,
    );
    const page = added.body.data?.addDuerPage.duer?.pages?.find((p) => p.fichierUrl !== null);
    expect(
      (await fetch(`${own.gateway.url}${page?.fichierUrl}`, { headers: { cookie: own.owner } })).status,
    ).toBe(200);

    const { errors } = await pagesOf(duer.legacyId, own.partner, 'VIT002');
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await fetch(`${own.gateway.url}${page?.fichierUrl}`, {
      headers: { cookie: own.partner },
    });
    expect(refused.status).toBe(403);
    // The file request's own calls: those of the page query before it may still be ending (on PostgreSQL they do).
    const calls = own.gateway.upstream.filter(
      (call) => call.operationRequestId === refused.headers.get('x-request-id'),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/duer'))).toEqual([]);
  });
});
