import { AUDIT_REMARK_MAX } from '@portal/schema/rules/duer-audit';
import { fieldTooLong } from '@portal/schema/rules/duer-general-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startOwnStack, LEGACY_NOW } from './support.ts';

// A DUER's prior audit through the gateway: staff create DUERs of AGR001 and VIT002 for years of this file's own
// emulator.
let stack: Awaited<ReturnType<typeof startOwnStack>>;
let gateway: Awaited<ReturnType<typeof startOwnStack>>['gateway'];
let owner: string;
let partner: string;
let staff: string;

beforeAll(async () => {
  stack = await startOwnStack(['proprietaire@demo.fr', 'associe@demo.fr', 'collaborateur']);
  gateway = stack.gateway;
  [owner, partner, staff] = stack.sessions as [string, string, string];
});
afterAll(() => stack.close());

const SEED_YEAR = new Date(LEGACY_NOW).getUTCFullYear();

const AuditDocument = graphql(`
  query ContractDuerAudit($codeDossier: String!, $legacyId: ID!) {
    dossier(codeDossier: $codeDossier) {
      id
      duer(legacyId: $legacyId) {
        ...ContractDuerAuditFields
      }
    }
  }

  fragment ContractDuerAuditFields on Duer {
    id
    audit {
      categories {
        id
        legacyId
        nom
        questions {
          id
          legacyId
          ordre
          nom
          reponse
          nonApplicable
          remarque
        }
      }
      categoriesRestantes {
        id
        legacyId
        nom
        questions {
          id
        }
      }
    }
  }
`);

const CreateDocument = graphql(`
  mutation ContractCreateDuerForAudit($input: CreateDuerInput!) {
    createDuer(input: $input) {
      duer {
        id
        legacyId
      }
    }
  }
`);

const SaveDocument = graphql(`
  mutation ContractSaveDuerAudit($input: SaveDuerAuditInput!) {
    saveDuerAudit(input: $input) {
      duer {
        ...ContractDuerAuditFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddQuestionDocument = graphql(`
  mutation ContractAddDuerAuditQuestion($input: AddDuerAuditQuestionInput!) {
    addDuerAuditQuestion(input: $input) {
      duer {
        ...ContractDuerAuditFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const AddCategorieDocument = graphql(`
  mutation ContractAddDuerAuditCategorie($input: AddDuerAuditCategorieInput!) {
    addDuerAuditCategorie(input: $input) {
      duer {
        ...ContractDuerAuditFields
      }
      errors {
        field
        message
      }
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ContractDeleteDuerAuditQuestion($id: ID!) {
    deleteDuerAuditQuestion(auditQuestionId: $id) {
      duer {
        ...ContractDuerAuditFields
      }
      errors {
        field
        message
      }
    }
  }
`);

async function freshDuer(annee: number, codeDossier = 'AGR001') {
  const { body } = await gateway.graphql(
    CreateDocument,
    { input: { codeDossier, mode: 'vide', annee } },
    staff,
  );
  const duer = body.data?.createDuer.duer;
  if (!duer) throw new Error(`no DUER created: ${JSON.stringify(body)}`);
  return duer;
}

const auditOf = async (codeDossier: string, legacyId: string) =>
  (await gateway.graphql(AuditDocument, { codeDossier, legacyId }, owner)).body.data?.dossier?.duer?.audit;

describe('a DUER’s prior audit through the gateway', () => {
  it('answers a question not applicable (saved Non) and a remark over 2042 characters is refused', async () => {
    const duer = await freshDuer(SEED_YEAR + 5);
    const audit = await auditOf('AGR001', duer.legacyId);
    expect(audit?.categories.map((c) => c.nom)).toEqual([
      'Organisation de la sécurité',
      'Locaux et équipements',
    ]);
    expect(audit?.categoriesRestantes).toEqual([]);
    const [first] = audit?.categories[0]?.questions ?? [];
    const answer = {
      id: first?.id ?? '',
      ordre: 1,
      reponse: true,
      nonApplicable: true,
      remarque: 'Sans objet',
    };
    const refused = await gateway.graphql(
      SaveDocument,
      { input: { duerId: duer.id, questions: [{ ...answer, remarque: 'x'.repeat(AUDIT_REMARK_MAX + 1) }] } },
      owner,
    );
    expect(refused.body.data?.saveDuerAudit.errors).toEqual([
      { field: 'input.questions', message: fieldTooLong('Remarque', AUDIT_REMARK_MAX) },
    ]);
    const { body } = await gateway.graphql(
      SaveDocument,
      { input: { duerId: duer.id, questions: [answer] } },
      owner,
    );
    expect(body.data?.saveDuerAudit.duer?.audit?.categories[0]?.questions[0]).toMatchObject({
      reponse: false,
      nonApplicable: true,
      remarque: 'Sans objet',
    });
  });

  it('adds a category and an empty question (a single space), and renumbers the rest after a deletion', async () => {
    const duer = await freshDuer(SEED_YEAR + 6);
    const added = await gateway.graphql(
      AddCategorieDocument,
      { input: { duerId: duer.id, nom: 'Vendanges', nouvelleQuestion: 'Les saisonniers sont-ils formés ?' } },
      owner,
    );
    const vendanges = added.body.data?.addDuerAuditCategorie.duer?.audit?.categories.at(-1);
    expect(vendanges?.nom).toBe('Vendanges');
    const withQuestion = await gateway.graphql(
      AddQuestionDocument,
      { input: { auditCategorieId: vendanges?.id ?? '', nom: '' } },
      owner,
    );
    const questions = withQuestion.body.data?.addDuerAuditQuestion.duer?.audit?.categories.at(-1)?.questions;
    expect(questions?.map((q) => [q.ordre, q.nom])).toEqual([
      [1, 'Les saisonniers sont-ils formés ?'],
      [2, ' '],
    ]);
    const deleted = await gateway.graphql(DeleteDocument, { id: questions?.[0]?.id ?? '' }, owner);
    expect(
      deleted.body.data?.deleteDuerAuditQuestion.duer?.audit?.categories
        .at(-1)
        ?.questions.map((q) => q.ordre),
    ).toEqual([1]);
  });

  it('refuses a partner without the DUER tool on the file before any change', async () => {
    const duer = await freshDuer(SEED_YEAR + 7, 'VIT002');
    const { body } = await gateway.graphql(
      AddCategorieDocument,
      { input: { duerId: duer.id, nom: 'Intrusion', nouvelleQuestion: '' } },
      partner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
