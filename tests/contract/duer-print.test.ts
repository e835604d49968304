import { RISKS_INCOMPLETE } from '@portal/schema/rules/duer';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { pdfText, sheetRows } from '../testkit/generated-files.ts';
import { ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// The DUER's generated files through the gateway: staff create DUERs of AGR001 from the model for years of this
// file's own emulator, and the owner rates their risks.
const own = ownDuerStack();

const CreateDocument = graphql(`
  mutation ContractCreateDuerForPrint($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
        planActionUrl
        impressionUrl
        duerDefinitifUrl
      }
      errors {
        message
      }
    }
  }
`);

const RisksDocument = graphql(`
  query ContractDuerPrintRisks($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        id
        categories {
          id
          legacyId
          modules {
            id
            nom
            groupes {
              id
              nom
              risques {
                legacyId
                nom
              }
            }
          }
        }
      }
    }
  }
`);

const SaveRisksDocument = graphql(`
  mutation ContractRateDuerForPrint($input: SaveDuerRisquesInput!) {
    saveDuerRisques(input: $input) {
      errors {
        message
      }
    }
  }
`);

/** A DUER of a file from its model, made by staff for a year of the test's own. */
async function modelDuer(annee: number, codeDossier = 'AGR001') {
  const { body } = await own.gateway.graphql(
    CreateDocument,
    { input: { codeDossier, mode: 'modele', annee } },
    own.staff,
  );
  const duer = body.data?.createDuer.duer;
  if (!duer) throw new Error(`no DUER created: ${JSON.stringify(body)}`);
  return duer;
}

/** The first module of a DUER of AGR001 and its risks, as the owner reads them. */
async function firstModule(legacyId: string) {
  const risks = await own.gateway.graphql(RisksDocument, { codeDossier: 'AGR001', legacyId }, own.owner);
  const module = risks.body.data?.dossier?.duer?.categories?.[0]?.modules?.[0];
  const risques = (module?.groupes ?? []).flatMap((g) => g.risques);
  if (!module || risques.length < 4) throw new Error(`too few risks: ${JSON.stringify(risks.body)}`);
  return { module, risques };
}

const DefinitiveDocument = graphql(`
  mutation ContractPrintDuerDefinitive($duerId: ID!) {
    imprimerDuerDefinitif(duerId: $duerId) {
      duer {
        id
        estFini
        duerDefinitifUrl
      }
      errors {
        message
      }
    }
  }
`);

const CoverDocument = graphql(`
  mutation ContractCoverForPrint($input: SaveDuerPageDeGardeInput!) {
    saveDuerPageDeGarde(input: $input) {
      errors {
        message
      }
    }
  }
`);

/** Rates the first four risks of a module one of each level, from the least serious down the module. */
async function rateOneOfEachLevel(moduleId: string, risques: readonly { legacyId: string }[]) {
  const levels: [number, number][] = [
    [1, 2],
    [2, 2],
    [3, 3],
    [5, 5],
  ];
  const saved = await own.gateway.graphql(
    SaveRisksDocument,
    {
      input: {
        moduleId,
        risques: levels.map(([gravite, frequence], at) => ({
          legacyId: risques[at]?.legacyId ?? '',
          estActif: true,
          gravite,
          frequence,
          maitrise: null,
          mesureAFaire: `Mesure ${at + 1}`,
        })),
      },
    },
    own.owner,
  );
  expect(saved.body.data?.saveDuerRisques.errors).toEqual([]);
}

const fetchAs = (path: string, cookie: string) => fetch(`${own.gateway.url}${path}`, { headers: { cookie } });

describe('a DUER’s action plan through the gateway', () => {
  it('lists the measures to do of the rated risks, the most serious first, in an XLSX file, and no risk without one', async () => {
    const duer = await modelDuer(SEED_YEAR + 3);
    const { module, risques } = await firstModule(duer.legacyId);
    const [a, b, c, d] = risques;
    const rating = (
      legacyId: string | undefined,
      gravite: number,
      frequence: number,
      mesure: string | null,
    ) => ({
      legacyId: legacyId ?? '',
      estActif: true,
      gravite,
      frequence,
      maitrise: null,
      mesureAFaire: mesure,
      mesureQui: mesure && `Qui ${mesure}`,
      mesureDelai: mesure && 'Décembre',
    });
    const saved = await own.gateway.graphql(
      SaveRisksDocument,
      {
        input: {
          moduleId: module.id,
          risques: [
            rating(a?.legacyId, 1, 2, 'Mesure faible'),
            rating(b?.legacyId, 2, 2, 'Mesure à surveiller'),
            rating(c?.legacyId, 5, 5, 'Mesure préoccupante'),
            rating(d?.legacyId, 3, 3, 'Mesure importante'),
          ],
        },
      },
      own.owner,
    );
    expect(saved.body.data?.saveDuerRisques.errors).toEqual([]);

    const file = await fetchAs(duer.planActionUrl, own.owner);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toContain(`plan-d-action-duer-${SEED_YEAR + 3}.xlsx`);
    const [header, ...rows] = await sheetRows(await file.arrayBuffer());
    expect(header).toEqual([
      'Niveau',
      'Cotation',
      'Unité de travail',
      'Module',
      'Opération',
      'Risque',
      'Mesure à mettre en place',
      'Qui',
      'Délai',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[5], r[6], r[7], r[8]])).toEqual([
      ['Préoccupant', '25/25', c?.nom, 'Mesure préoccupante', 'Qui Mesure préoccupante', 'Décembre'],
      ['Important', '9/25', d?.nom, 'Mesure importante', 'Qui Mesure importante', 'Décembre'],
      ['À surveiller', '4/25', b?.nom, 'Mesure à surveiller', 'Qui Mesure à surveiller', 'Décembre'],
      ['Faible', '2/25', a?.nom, 'Mesure faible', 'Qui Mesure faible', 'Décembre'],
    ]);
    expect(rows[0]?.[3]).toBe(module.nom);
  });

  it('is refused to a partner without the file’s rights before any DUER call', async () => {
    const duer = await modelDuer(SEED_YEAR + 4, 'VIT002');
    own.gateway.upstream.length = 0;
    expect((await fetchAs(duer.planActionUrl, own.partner)).status).toBe(403);
    expect(
      own.gateway.upstream.map((call) => call.path).filter((path) => path.startsWith('/api/duer')),
    ).toEqual([]);
  });
});

describe('the printed DUER through the gateway', () => {
  it('prints the cover page’s lines, then the risks with their levels in the DUER’s order', async () => {
    const duer = await modelDuer(SEED_YEAR + 5);
    const { module, risques } = await firstModule(duer.legacyId);
    await rateOneOfEachLevel(module.id, risques);
    const cover = await own.gateway.graphql(
      CoverDocument,
      {
        input: {
          duerId: duer.id,
          champ1: 'EARL des Quatre Vents',
          champ2: 'Évaluation des risques',
          champ3: '',
          champ4: '',
          dateMiseAJour: 'Mars',
          ingenieurConseil: 'Thomas Lefèvre',
        },
      },
      own.owner,
    );
    expect(cover.body.data?.saveDuerPageDeGarde.errors).toEqual([]);

    const file = await fetchAs(duer.impressionUrl, own.owner);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await file.arrayBuffer());
    const order = [
      'EARL des Quatre Vents',
      'Évaluation des risques',
      'Rédacteur : Thomas Lefèvre',
      'Informations générales',
      'Liste des risques',
      `Module : ${module.nom}`,
      risques[0]?.nom ?? '',
      'Faible',
      risques[1]?.nom ?? '',
      'À surveiller',
      risques[2]?.nom ?? '',
      'Important',
      risques[3]?.nom ?? '',
      'Préoccupant',
    ];
    const places = order.map((line) => text.indexOf(line));
    expect(places.every((at) => at >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('prints one work unit without the pages', async () => {
    const duer = await modelDuer(SEED_YEAR + 6);
    const risks = await own.gateway.graphql(
      RisksDocument,
      { codeDossier: 'AGR001', legacyId: duer.legacyId },
      own.owner,
    );
    const [first, second] = risks.body.data?.dossier?.duer?.categories ?? [];
    const file = await fetchAs(`${duer.impressionUrl}?categories=${second?.legacyId}`, own.owner);
    const text = await pdfText(await file.arrayBuffer());
    expect(text).toContain(`Module : ${second?.modules?.[0]?.nom}`);
    expect(text).not.toContain(`Module : ${first?.modules?.[0]?.nom}`);
    expect(text).not.toContain('Informations générales');
  });

  it('refuses the definitive print to the owner while a risk is incomplete, then finishes it for staff', async () => {
    const duer = await modelDuer(SEED_YEAR + 7);
    const refused = await own.gateway.graphql(DefinitiveDocument, { duerId: duer.id }, own.owner);
    expect(refused.body.data?.imprimerDuerDefinitif.errors.map((e) => e.message)).toEqual([RISKS_INCOMPLETE]);
    expect(duer.duerDefinitifUrl).toBeNull();

    const done = await own.gateway.graphql(DefinitiveDocument, { duerId: duer.id }, own.staff);
    const finished = done.body.data?.imprimerDuerDefinitif.duer;
    expect(finished?.estFini).toBe(true);
    const kept = await fetchAs(finished?.duerDefinitifUrl ?? '', own.owner);
    expect(kept.status).toBe(200);
    expect(await pdfText(await kept.arrayBuffer())).toContain('Liste des risques');
  });
});
