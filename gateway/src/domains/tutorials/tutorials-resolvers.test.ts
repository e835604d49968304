import { describe, expect, it } from 'vitest';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const card = (code: string, url: string) => ({ code, title: code, description: `À propos de ${code}`, url });

function answers(rights: string[], modules: string[]) {
  stack.legacy.routes['GET /api/droits'] = () => {
    const body = ownerRightsWith(modules)().body as { mesDroits: { utilisateur: string[] } };
    body.mesDroits.utilisateur = rights;
    return { body };
  };
  stack.legacy.routes['GET /api/tutos'] = () => ({ body: [card('premiers-pas', 'javascript:alert(1)')] });
  stack.legacy.routes['GET /api/elearnings'] = () => ({
    body: [card('tva', 'https://formation.example.fr/tva')],
  });
  stack.legacy.routes['GET /api/contacts/oic/list'] = () => ({
    body: [
      {
        codeAgent: 'AG102',
        prenom: 'Émilie',
        nom: 'Roussel',
        fonction: 'Expert-comptable',
        nomAgence: null,
        telephone: null,
        mail: null,
        mission: null,
        sexe: 'F',
        droitImage: false,
        photo: null,
      },
    ],
  });
  stack.legacy.routes['GET /api/contacts/oic/infos'] = () => ({
    body: { adresseL1: 'Pôle Initial Conseil', adresseL2: null, telephone: null, mailPilote: null },
  });
}

const query = `{ viewer {
  elearnings { id url iconUrl }
  oicContacts { id codeAgent }
  oicSiteInfo { adresseL1 }
  selectedDossier(codeDossier: "AGR001") { tutorials { id url iconUrl } }
} }`;

describe('tutorials and the creators programme', () => {
  it("answers the tutorials with page_tutoriels and the programme with 'oic', only http links kept", async () => {
    answers(['oic'], ['page_tutoriels']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      viewer: {
        elearnings: [
          { id: 'tva', url: 'https://formation.example.fr/tva', iconUrl: '/fichiers/elearnings/tva/icon' },
        ],
        oicContacts: [{ id: 'oic:AG102', codeAgent: 'AG102' }],
        oicSiteInfo: { adresseL1: 'Pôle Initial Conseil' },
        selectedDossier: {
          tutorials: [{ id: 'premiers-pas', url: null, iconUrl: '/fichiers/tutos/premiers-pas/icon' }],
        },
      },
    });
  });

  it("answers nothing of the programme without 'oic', and no tutorial without page_tutoriels", async () => {
    answers([], ['page_rdv']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      viewer: { elearnings: [], oicContacts: [], oicSiteInfo: null, selectedDossier: { tutorials: [] } },
    });
  });
});
