import { AUDIT_REMARK_MAX } from '@portal/schema/rules/duer-audit';
import { fieldTooLong } from '@portal/schema/rules/duer-general-info';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { freshDuer, ownDuerStack, SEED_YEAR } from './duer-stack.ts';

// A DUER's prior audit through the gateway: staff create DUERs of AGR001 and VIT002 for years of this file's own
// emulator.
const own = ownDuerStack();

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

const auditOf = async (codeDossier: string, legacyId: string) =>
  (await own.gateway.graphql(AuditDocument, { codeDossier, legacyId }, own.owner)).body.data?.dossier?.duer
    ?.audit;

describe('a DUER’s prior audit through the gateway', () => {
  it('answers a question not applicable (saved Non) and a remark over 2042 characters is refused', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 5);
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
    const refused = await own.gateway.graphql(
      SaveDocument,
      { input: { duerId: duer.id, questions: [{ ...answer, remarque: 'x'.repeat(AUDIT_REMARK_MAX + 1) }] } },
      own.owner,
    );
    expect(refused.body.data?.saveDuerAudit.errors).toEqual([
      { field: 'input.questions', message: fieldTooLong('Remarque', AUDIT_REMARK_MAX) },
    ]);
    const { body } = await own.gateway.graphql(
      SaveDocument,
      { input: { duerId: duer.id, questions: [answer] } },
      own.owner,
    );
    expect(body.data?.saveDuerAudit.duer?.audit?.categories[0]?.questions[0]).toMatchObject({
      reponse: false,
      nonApplicable: true,
      remarque: 'Sans objet',
    });
  });

  it('adds a category and an empty question (a single space), and renumbers the rest after a deletion', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 6);
    const added = await own.gateway.graphql(
      AddCategorieDocument,
      { input: { duerId: duer.id, nom: 'Vendanges', nouvelleQuestion: 'Les saisonniers sont-ils formés ?' } },
      own.owner,
    );
    const vendanges = added.body.data?.addDuerAuditCategorie.duer?.audit?.categories.at(-1);
    expect(vendanges?.nom).toBe('Vendanges');
    const withQuestion = await own.gateway.graphql(
      AddQuestionDocument,
      { input: { auditCategorieId: vendanges?.id ?? '', nom: '' } },
      own.owner,
    );
    const questions = withQuestion.body.data?.addDuerAuditQuestion.duer?.audit?.categories.at(-1)?.questions;
    expect(questions?.map((q) => [q.ordre, q.nom])).toEqual([
      [1, 'Les saisonniers sont-ils formés ?'],
      [2, ' '],
    ]);
    const deleted = await own.gateway.graphql(DeleteDocument, { id: questions?.[0]?.id ?? '' }, own.owner);
    expect(
      deleted.body.data?.deleteDuerAuditQuestion.duer?.audit?.categories
        .at(-1)
        ?.questions.map((q) => q.ordre),
    ).toEqual([1]);
  });

  it('refuses a partner without the DUER tool on the file before any change', async () => {
    const duer = await freshDuer(own, SEED_YEAR + 7, { codeDossier: 'VIT002' });
    const { body } = await own.gateway.graphql(
      AddCategorieDocument,
      { input: { duerId: duer.id, nom: 'Intrusion', nouvelleQuestion: '' } },
      own.partner,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
