import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Callback requests are recorded: an emulator of this file's own.
const stack = useOwnStack('proprietaire@demo.fr');

const ServicesDocument = graphql(`
  query ContractServices($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      services {
        id
        slug
        titre
        description
        categories
        tags
        dateCreation
        isStarred
        presentation
        accompagnement
        expertise
        ressources {
          type
          nom
          lien
          embedUrl
          thumbnailUrl
        }
      }
      service(slug: "transmission") {
        id
      }
      serviceCallbackContact {
        codeAgent
        fonction
      }
    }
  }
`);

const CallbackDocument = graphql(`
  mutation ContractRequestServiceCallback($input: RequestServiceCallbackInput!) {
    requestServiceCallback(input: $input) {
      service {
        id
        titre
      }
      errors {
        field
        message
      }
    }
  }
`);

describe('the services directory against the emulator', () => {
  it('lists the services newest first, and names VIT002’s members’ relations director for callbacks', async () => {
    const { body } = await stack.gateway.graphql(ServicesDocument, { codeDossier: 'VIT002' }, stack.cookie);
    const dossier = body.data?.dossier;
    expect(dossier?.services?.map((s) => s.slug)).toEqual([
      'environnement',
      'installation',
      'paie',
      'fiscalite',
      'transmission',
    ]);
    expect(dossier?.service?.id).toBe('srv-transmission');
    expect(dossier?.serviceCallbackContact).toEqual({
      codeAgent: 'AG108',
      fonction: 'Directeur Relation Adhérents',
    });
  });

  it('records a callback for VIT002, and for AGR001 through its commercial director', async () => {
    for (const codeDossier of ['VIT002', 'AGR001']) {
      const { body } = await stack.gateway.graphql(
        CallbackDocument,
        { input: { codeDossier, serviceId: 'srv-fiscalite' } },
        stack.cookie,
      );
      expect(body.data?.requestServiceCallback).toEqual({
        service: { id: 'srv-fiscalite', titre: 'Optimisation fiscale' },
        errors: [],
      });
    }
  });
});
