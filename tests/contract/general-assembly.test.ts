import { AG_CLOSED } from '@portal/schema/rules/general-assembly';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Answers are recorded: an emulator of this file's own.
const stack = useOwnStack('proprietaire@demo.fr');

const AssemblyDocument = graphql(`
  query ContractGeneralAssembly($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      assembleeGenerale {
        id
        annee
        etat
        dateFin
        showsForums
        pouvoirUrl
        invitations {
          id
          participe
          nbPersonne
          poids
          libelleUserModification
          dateModification
          selected
        }
      }
    }
  }
`);

const RegisterDocument = graphql(`
  mutation ContractRegisterAgAttendance($input: RegisterAgAttendanceInput!) {
    registerAgAttendance(input: $input) {
      assembleeGenerale {
        id
        invitations {
          id
          participe
          nbPersonne
          libelleUserModification
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

describe('the general assembly against the emulator', () => {
  it('records the answers to AGR001’s two invitations and names who answered', async () => {
    const { body } = await stack.gateway.graphql(AssemblyDocument, { codeDossier: 'AGR001' }, stack.cookie);
    const assembly = body.data?.dossier?.assembleeGenerale;
    expect(assembly?.etat).toBe('Ouverte');
    const answers = (assembly?.invitations ?? []).map((i) => ({ id: i.id, participe: true, nbPersonne: 2 }));
    expect(answers).toHaveLength(2);
    const { body: saved } = await stack.gateway.graphql(
      RegisterDocument,
      { input: { answers } },
      stack.cookie,
    );
    expect(saved.data?.registerAgAttendance.errors).toEqual([]);
    expect(saved.data?.registerAgAttendance.assembleeGenerale?.invitations).toEqual(
      answers.map((a) => ({ ...a, libelleUserModification: 'Jeanne Morel' })),
    );
    const mandate = await fetch(new URL(assembly?.pouvoirUrl ?? '', stack.gateway.url), {
      headers: { cookie: stack.cookie },
    });
    expect(mandate.headers.get('content-type')).toBe('application/pdf');
  });

  it('says VIT002’s registration is closed', async () => {
    const { body } = await stack.gateway.graphql(AssemblyDocument, { codeDossier: 'VIT002' }, stack.cookie);
    const assembly = body.data?.dossier?.assembleeGenerale;
    expect(assembly?.etat).toBe('Close');
    const answers = (assembly?.invitations ?? []).map((i) => ({ id: i.id, participe: true, nbPersonne: 1 }));
    const { body: refused } = await stack.gateway.graphql(
      RegisterDocument,
      { input: { answers } },
      stack.cookie,
    );
    expect(refused.data?.registerAgAttendance.errors).toEqual([{ field: null, message: AG_CLOSED }]);
  });
});
