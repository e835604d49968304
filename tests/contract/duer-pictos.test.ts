import { PICTO_DESCRIPTION_TOO_LONG, PICTOS_NOT_OFFERED } from '@portal/schema/rules/duer-pictos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startOwnStack, LEGACY_NOW } from './support.ts';

// A risk's pictograms through the gateway: staff create AGR001's DUERs from the model for years of this file's own
// emulator; the owner changes them.
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

const PictosDocument = graphql(`
  query ContractDuerPictos($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        id
        pictosDeBase {
          id
          legacyId
          nom
          description
          imageUrl
        }
        categories {
          id
          modules {
            id
            groupes {
              id
              risques {
                ...ContractDuerRisquePictos
              }
            }
          }
        }
      }
    }
  }

  fragment ContractDuerRisquePictos on DuerRisque {
    id
    nom
    avecPictos
    pictos {
      id
      legacyId
      description
      basePictoId
      nom
      imageUrl
    }
  }
`);

const DuersDocument = graphql(`
  query ContractDuersForPictos($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      duers {
        id
        legacyId
        estFini
      }
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractCreateDuerForPictos($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
      }
    }
  }
`);

const UpdateDocument = graphql(`
  mutation ContractUpdateDuerRisquePictos($input: UpdateDuerRisquePictosInput!) {
    updateDuerRisquePictos(input: $input) {
      module {
        id
        groupes {
          id
          risques {
            ...ContractDuerRisquePictos
          }
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

/** A DUER's catalogue and its first module's risk that carries pictograms (the workshop's used oil). */
async function pictosOf(legacyId: string, cookie = owner) {
  const { body } = await gateway.graphql(PictosDocument, { codeDossier: 'AGR001', legacyId }, cookie);
  const duer = body.data?.dossier?.duer;
  const risques = duer?.categories?.[0]?.modules?.[0]?.groupes?.flatMap((g) => g.risques) ?? [];
  const risque = risques.find((r) => r.avecPictos);
  if (!duer?.pictosDeBase || !risque) throw new Error(`no pictogram risk: ${JSON.stringify(body)}`);
  return { catalogue: duer.pictosDeBase, risque, others: risques.filter((r) => !r.avecPictos) };
}

async function modelDuer(annee: number): Promise<string> {
  const { body } = await gateway.graphql(
    CreateDocument,
    { input: { codeDossier: 'AGR001', mode: 'modele', annee } },
    staff,
  );
  const duer = body.data?.createDuer.duer;
  if (!duer) throw new Error(`no DUER created: ${JSON.stringify(body)}`);
  return duer.legacyId;
}

const none = { ajouts: [], suppressions: [], modifications: [] };

describe('a risk’s pictograms through the gateway', () => {
  it('lets the owner add, re-describe and remove pictograms, each update one legacy change', async () => {
    const legacyId = await modelDuer(SEED_YEAR + 4);
    const { catalogue, risque, others } = await pictosOf(legacyId);
    expect(risque.pictos).toEqual([]);
    expect(others.every((r) => r.pictos.length === 0)).toBe(true);
    const [gants, lunettes] = catalogue;
    const added = await gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: risque.id,
          ajouts: [
            { basePictoId: gants?.id ?? '', description: 'Gants nitrile' },
            { basePictoId: lunettes?.id ?? '', description: 'Lunettes' },
          ],
        },
      },
      owner,
    );
    const changes = gateway.upstream.filter(
      (c) => c.operationRequestId === added.requestId && c.method !== 'GET',
    );
    expect(changes.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/duer/risques/pictos']);
    const after = added.body.data?.updateDuerRisquePictos;
    expect(after?.errors).toEqual([]);
    const placed = after?.module?.groupes?.flatMap((g) => g.risques).find((r) => r.id === risque.id)?.pictos;
    expect(placed?.map((p) => [p.nom, p.description, p.basePictoId])).toEqual([
      [gants?.nom, 'Gants nitrile', gants?.id],
      [lunettes?.nom, 'Lunettes', lunettes?.id],
    ]);
    expect(placed?.[0]?.imageUrl).toBe(gants?.imageUrl);

    const [first, second] = placed ?? [];
    const changed = await gateway.graphql(
      UpdateDocument,
      {
        input: {
          risqueId: risque.id,
          ajouts: [],
          suppressions: [first?.legacyId ?? ''],
          modifications: [{ legacyId: second?.legacyId ?? '', description: 'Lunettes de protection' }],
        },
      },
      owner,
    );
    expect(changed.body.data?.updateDuerRisquePictos.errors).toEqual([]);
    const reread = await pictosOf(legacyId);
    expect(reread.risque.pictos.map((p) => [p.legacyId, p.description])).toEqual([
      [second?.legacyId, 'Lunettes de protection'],
    ]);
  });

  it('serves a catalogue image to the signed-in owner only, kept privately for a year', async () => {
    const { catalogue } = await pictosOf(await modelDuer(SEED_YEAR + 5));
    const url = `${gateway.url}${catalogue[0]?.imageUrl ?? ''}`;
    const image = await fetch(url, { headers: { cookie: owner } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // An SVG opened on its own runs nothing: a sandbox with no source allowed, its type not guessed.
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await image.text()).startsWith('<svg')).toBe(true);
    expect((await fetch(url)).status).toBe(401);
    const unknown = await fetch(`${gateway.url}/fichiers/duer-pictos/AGR001/9999`, {
      headers: { cookie: owner },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses the update without droitModifs, before any change', async () => {
    // AGR001's finished year is its oldest (seed): the adherent has no edit right on it.
    const { body } = await gateway.graphql(DuersDocument, { codeDossier: 'AGR001' }, owner);
    const oldest = body.data?.dossier?.duers?.find((d) => d.estFini)?.legacyId ?? '';
    const { risque, catalogue } = await pictosOf(oldest);
    const refused = await gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: risque.id,
          ajouts: [{ basePictoId: catalogue[0]?.id ?? '', description: 'Gants' }],
        },
      },
      owner,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      gateway.upstream.filter((c) => c.operationRequestId === refused.requestId && c.method !== 'GET'),
    ).toEqual([]);
    expect((await pictosOf(oldest)).risque.pictos).toEqual([]);
  });

  it('refuses a description over 255 characters with its message, without calling the legacy', async () => {
    const legacyId = await modelDuer(SEED_YEAR + 6);
    const { risque, catalogue } = await pictosOf(legacyId);
    const refused = await gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: risque.id,
          ajouts: [{ basePictoId: catalogue[0]?.id ?? '', description: 'x'.repeat(256) }],
        },
      },
      owner,
    );
    expect(refused.body.data?.updateDuerRisquePictos).toEqual({
      module: null,
      errors: [{ field: null, message: PICTO_DESCRIPTION_TOO_LONG }],
    });
    expect(gateway.upstream.filter((c) => c.operationRequestId === refused.requestId)).toEqual([]);
    expect((await pictosOf(legacyId)).risque.pictos).toEqual([]);
  });

  it('answers the legacy’s refusal of pictograms on a risk whose base risk carries none', async () => {
    const { others, catalogue } = await pictosOf(await modelDuer(SEED_YEAR + 7));
    const refused = await gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: others[0]?.id ?? '',
          ajouts: [{ basePictoId: catalogue[0]?.id ?? '', description: 'Gants' }],
        },
      },
      owner,
    );
    expect(refused.body.data?.updateDuerRisquePictos.errors).toEqual([
      { field: null, message: PICTOS_NOT_OFFERED },
    ]);
  });
});
