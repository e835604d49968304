import { PICTO_DESCRIPTION_TOO_LONG, PICTOS_NOT_OFFERED } from '@portal/schema/rules/duer-pictos';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { freshDuer, ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// A risk's pictograms through the gateway: staff create AGR001's DUERs from the model for years of this file's own
// emulator; the owner changes them.
const own = ownDuerStack();

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
async function pictosOf(legacyId: string, cookie = own.owner) {
  const { body } = await own.gateway.graphql(PictosDocument, { codeDossier: 'AGR001', legacyId }, cookie);
  const duer = body.data?.dossier?.duer;
  const risques = duer?.categories?.[0]?.modules?.[0]?.groupes?.flatMap((g) => g.risques) ?? [];
  const risque = risques.find((r) => r.avecPictos);
  if (!duer?.pictosDeBase || !risque) throw new Error(`no pictogram risk: ${JSON.stringify(body)}`);
  return { catalogue: duer.pictosDeBase, risque, others: risques.filter((r) => !r.avecPictos) };
}

const none = { ajouts: [], suppressions: [], modifications: [] };

describe('a risk’s pictograms through the gateway', () => {
  it('lets the owner add, re-describe and remove pictograms, each update one legacy change', async () => {
    const legacyId = (await freshDuer(own, SEED_YEAR + 4, { mode: 'modele' })).legacyId;
    const { catalogue, risque, others } = await pictosOf(legacyId);
    expect(risque.pictos).toEqual([]);
    expect(others.every((r) => r.pictos.length === 0)).toBe(true);
    const [gants, lunettes] = catalogue;
    const added = await own.gateway.graphql(
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
      own.owner,
    );
    const changes = own.gateway.upstream.filter(
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
    const changed = await own.gateway.graphql(
      UpdateDocument,
      {
        input: {
          risqueId: risque.id,
          ajouts: [],
          suppressions: [first?.legacyId ?? ''],
          modifications: [{ legacyId: second?.legacyId ?? '', description: 'Lunettes de protection' }],
        },
      },
      own.owner,
    );
    expect(changed.body.data?.updateDuerRisquePictos.errors).toEqual([]);
    const reread = await pictosOf(legacyId);
    expect(reread.risque.pictos.map((p) => [p.legacyId, p.description])).toEqual([
      [second?.legacyId, 'Lunettes de protection'],
    ]);
  });

  it('serves a catalogue image to the signed-in owner only, kept privately for a year', async () => {
    const { catalogue } = await pictosOf((await freshDuer(own, SEED_YEAR + 5, { mode: 'modele' })).legacyId);
    const url = `${own.gateway.url}${catalogue[0]?.imageUrl ?? ''}`;
    const image = await fetch(url, { headers: { cookie: own.owner } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // An SVG opened on its own runs nothing: a sandbox with no source allowed, its type not guessed.
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await image.text()).startsWith('<svg')).toBe(true);
    expect((await fetch(url)).status).toBe(401);
    const unknown = await fetch(`${own.gateway.url}/fichiers/duer-pictos/AGR001/9999`, {
      headers: { cookie: own.owner },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses the update without droitModifs, before any change', async () => {
    // AGR001's finished year is its oldest (seed): the adherent has no edit right on it.
    const { body } = await own.gateway.graphql(DuersDocument, { codeDossier: 'AGR001' }, own.owner);
    const oldest = body.data?.dossier?.duers?.find((d) => d.estFini)?.legacyId ?? '';
    const { risque, catalogue } = await pictosOf(oldest);
    const refused = await own.gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: risque.id,
          ajouts: [{ basePictoId: catalogue[0]?.id ?? '', description: 'Gants' }],
        },
      },
      own.owner,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      own.gateway.upstream.filter((c) => c.operationRequestId === refused.requestId && c.method !== 'GET'),
    ).toEqual([]);
    expect((await pictosOf(oldest)).risque.pictos).toEqual([]);
  });

  it('refuses a description over 255 characters with its message, without calling the legacy', async () => {
    const legacyId = (await freshDuer(own, SEED_YEAR + 6, { mode: 'modele' })).legacyId;
    const { risque, catalogue } = await pictosOf(legacyId);
    const refused = await own.gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: risque.id,
          ajouts: [{ basePictoId: catalogue[0]?.id ?? '', description: 'x'.repeat(256) }],
        },
      },
      own.owner,
    );
    expect(refused.body.data?.updateDuerRisquePictos).toEqual({
      module: null,
      errors: [{ field: null, message: PICTO_DESCRIPTION_TOO_LONG }],
    });
    expect(own.gateway.upstream.filter((c) => c.operationRequestId === refused.requestId)).toEqual([]);
    expect((await pictosOf(legacyId)).risque.pictos).toEqual([]);
  });

  it('answers the legacy’s refusal of pictograms on a risk whose base risk carries none', async () => {
    const { others, catalogue } = await pictosOf(
      (await freshDuer(own, SEED_YEAR + 7, { mode: 'modele' })).legacyId,
    );
    const refused = await own.gateway.graphql(
      UpdateDocument,
      {
        input: {
          ...none,
          risqueId: others[0]?.id ?? '',
          ajouts: [{ basePictoId: catalogue[0]?.id ?? '', description: 'Gants' }],
        },
      },
      own.owner,
    );
    expect(refused.body.data?.updateDuerRisquePictos.errors).toEqual([
      { field: null, message: PICTOS_NOT_OFFERED },
    ]);
  });
});
