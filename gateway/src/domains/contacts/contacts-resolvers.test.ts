import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ownerRightsWith,
  ownerRoutes,
  postGraphQL,
  SESSION,
  startFakeLegacy,
  startGatewayAgainst,
} from '../../testing/fake-legacy.ts';

let legacy: Awaited<ReturnType<typeof startFakeLegacy>>;
let gateway: Awaited<ReturnType<typeof startGatewayAgainst>>;

const CONTACTS = 'GET /api/contacts/AGR001';
const contact = (codeAgent: string, extra: Record<string, unknown> = {}) => ({
  codeAgent,
  prenom: 'Thomas',
  nom: 'Lefèvre',
  fonction: 'Conseiller de gestion',
  nomAgence: 'Agence de Reims',
  telephone: '0326840101',
  mail: 'ag101@cabinet-demo.fr',
  mission: '<p>Suivi</p>',
  sexe: 'M',
  droitImage: true,
  photo: `/api/contacts/photo/${codeAgent}`,
  ...extra,
});

beforeAll(async () => {
  legacy = await startFakeLegacy(ownerRoutes());
  gateway = await startGatewayAgainst(legacy.url);
});

beforeEach(() => {
  legacy.calls.length = 0;
  legacy.routes['GET /api/droits'] = ownerRightsWith(['page_contacts']);
  legacy.routes[CONTACTS] = () => ({
    body: {
      site: { adresseL1: '25 boulevard Lundy', adresseL2: null, telephone: null, mailPilote: 'p@demo.fr' },
      contacts: [
        contact('AG101'),
        contact('AG103', { droitImage: false }),
        contact('AG107', { photo: null, sexe: 'A' }),
      ],
    },
  });
});

afterAll(async () => {
  await gateway.app.close();
  await legacy.close();
});

const query = `query { dossier(codeDossier: "AGR001") {
  siteInfo { adresseL1 adresseL2 mailPilote }
  contacts { id codeAgent avatar photoUrl }
  contact(codeAgent: "AG103") { fonction mission }
  absent: contact(codeAgent: "AG999") { id }
} }`;

describe('contacts fields', () => {
  it("answers the file's site, its contacts' avatars and one contact, with one legacy call", async () => {
    const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      dossier: {
        siteInfo: { adresseL1: '25 boulevard Lundy', adresseL2: null, mailPilote: 'p@demo.fr' },
        contacts: [
          {
            id: 'AGR001:AG101',
            codeAgent: 'AG101',
            avatar: 'Photo',
            photoUrl: '/fichiers/contacts/AG101/photo',
          },
          { id: 'AGR001:AG103', codeAgent: 'AG103', avatar: 'Homme', photoUrl: null },
          { id: 'AGR001:AG107', codeAgent: 'AG107', avatar: 'Assistant', photoUrl: null },
        ],
        contact: { fonction: 'Conseiller de gestion', mission: '<p>Suivi</p>' },
        absent: null,
      },
    });
    expect(legacy.calls.filter((c) => c.path === '/api/contacts/AGR001')).toHaveLength(1);
  });

  it('shows no contact nor site for a file without page_contacts, whatever the legacy holds', async () => {
    legacy.routes['GET /api/droits'] = ownerRightsWith(['page_rdv']);
    const { json } = await postGraphQL(gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({ dossier: { siteInfo: null, contacts: [], contact: null, absent: null } });
  });
});
