import { describe, expect, it } from 'vitest';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';
import { encodeCursor } from '../../graphql/connection.ts';

const stack = useOwnerStack();

const entry = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  title: code.toUpperCase(),
  url: null,
  codeGed: null,
  gedDispo: true,
  order: 0,
  estSiteInternet: false,
  categories: [],
  ...extra,
});

function answers(modules: string[]) {
  stack.legacy.routes['GET /api/droits'] = ownerRightsWith(modules);
  stack.legacy.routes['GET /api/documentations'] = () => ({
    body: [
      entry('fiscalite', {
        categories: [
          entry('tva', {
            categories: [
              entry('guide', { codeGed: 'DOC-TVA' }),
              entry('down', { codeGed: 'DOC-IS', gedDispo: false }),
            ],
          }),
        ],
      }),
      entry('site', { url: 'javascript:alert(1)', estSiteInternet: true }),
    ],
  });
  stack.legacy.routes['GET /api/documentations/ged/DOC-TVA?containsfilter=fiche&page=2&size=20'] = () => ({
    body: Array.from({ length: 20 }, (_, n) => ({
      id: `d${n}`,
      name: `Fiche ${n}.pdf`,
      urlPreview: `https://bibliotheque.example.fr/${n}.pdf`,
      urlWebdav: `https://bibliotheque.example.fr/${n}.pdf`,
      taille: 1000,
      dateCreation: '2025-01-01',
      dateModification: '2025-01-02',
      millesime: 2025,
      estSiteInternet: true,
    })),
  });
}

const ask = (query: string) => postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
const libraryCalls = () => stack.legacy.calls.filter((c) => c.path.startsWith('/api/documentations/ged/'));
const RIGHTS = ['non_cder_particulier', 'dossier_cder'];

describe('documentation fields', () => {
  it('answers the entries, what each card opens, and no link that is not an http address', async () => {
    answers(RIGHTS);
    const { json } = await ask(`{ dossier(codeDossier: "AGR001") {
      documentations { code kind url iconUrl }
      documentation(codes: ["fiscalite", "tva"]) { title categories { code kind codeGed } }
    } }`);
    expect(json().data).toEqual({
      dossier: {
        documentations: [
          {
            code: 'fiscalite',
            kind: 'categories',
            url: null,
            iconUrl: '/fichiers/documentations/fiscalite/icon',
          },
          { code: 'site', kind: 'link', url: null, iconUrl: '/fichiers/documentations/site/icon' },
        ],
        documentation: {
          title: 'TVA',
          categories: [
            { code: 'guide', kind: 'library', codeGed: 'DOC-TVA' },
            { code: 'down', kind: 'library', codeGed: 'DOC-IS' },
          ],
        },
      },
    });
  });

  it('reads a library a page of 20 at a time, the next page promised while a page is full', async () => {
    answers(RIGHTS);
    const { json } = await ask(`{ dossier(codeDossier: "AGR001") { documentationLibrary(codeGed: "DOC-TVA") {
      title gedDispo documents(after: "20", search: "Fiche") { pageInfo { hasNextPage endCursor } nodes { id url } }
    } } }`);
    const library = (
      json().data as {
        dossier: {
          documentationLibrary: { title: string; documents: { pageInfo: unknown; nodes: { id: string }[] } };
        };
      }
    ).dossier.documentationLibrary;
    expect(library.title).toBe('GUIDE');
    expect(library.documents.pageInfo).toEqual({ hasNextPage: true, endCursor: encodeCursor('offset', 40) });
    expect(library.documents.nodes[0]).toEqual({
      id: 'DOC-TVA:d0',
      url: 'https://bibliotheque.example.fr/0.pdf',
    });
    expect(libraryCalls().map((c) => c.path)).toEqual([
      '/api/documentations/ged/DOC-TVA?containsfilter=fiche&page=2&size=20',
    ]);
  });

  it('asks nothing of a library that is down', async () => {
    answers(RIGHTS);
    const { json } = await ask(`{ dossier(codeDossier: "AGR001") {
      documentationLibrary(codeGed: "DOC-IS") { gedDispo documents { nodes { id } } }
    } }`);
    expect(json().data).toEqual({
      dossier: { documentationLibrary: { gedDispo: false, documents: { nodes: [] } } },
    });
    expect(libraryCalls().filter((c) => c.path.includes('DOC-IS'))).toEqual([]);
  });

  it('opens nothing without the file’s dossier_cder, and never calls a library', async () => {
    answers(['non_cder_particulier']);
    const { json } = await ask(`{ dossier(codeDossier: "AGR001") {
      documentations { code }
      documentation(codes: ["fiscalite"]) { code }
      documentationLibrary(codeGed: "DOC-TVA") { documents { nodes { id } } }
    } }`);
    expect(json().data).toEqual({
      dossier: { documentations: [], documentation: null, documentationLibrary: null },
    });
  });
});
