import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway } from './support.ts';

// Reads only: the run's shared emulator.
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const ContactsDocument = graphql(`
  query ContractContacts($codeDossier: String!, $codeAgent: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      siteInfo {
        adresseL1
        adresseL2
        telephone
        mailPilote
      }
      contacts {
        id
        codeAgent
        prenom
        nom
        fonction
        nomAgence
        telephone
        mail
        droitImage
        avatar
        photoUrl
      }
      contact(codeAgent: $codeAgent) {
        id
        fonction
        mission
      }
    }
  }
`);

describe('contacts against the emulator', () => {
  it("answers the owner's directory with its site and avatars, in one legacy call for the file", async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    gateway.upstream.length = 0;
    const { body } = await gateway.graphql(
      ContactsDocument,
      { codeDossier: 'AGR001', codeAgent: 'AG101' },
      cookie,
    );
    const dossier = body.data?.dossier;
    expect(dossier?.siteInfo?.adresseL1).toBe('25 boulevard Lundy');
    expect(dossier?.contacts?.map((c) => [c.codeAgent, c.avatar])).toEqual([
      ['AG101', 'Photo'],
      ['AG102', 'Photo'],
      ['AG103', 'Homme'],
      ['AG107', 'Assistant'],
      ['AG109', 'Femme'],
    ]);
    expect(dossier?.contact?.mission).toContain('<strong>le suivi de votre dossier</strong>');
    expect(gateway.upstream.filter((call) => call.path === '/api/contacts/AGR001')).toHaveLength(1);
  });

  it("streams a contact's photo through the gateway's file route", async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const response = await fetch(`${gateway.url}/fichiers/contacts/AG101/photo`, { headers: { cookie } });
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });
});
