import { NO_CALLBACK_CONTACT } from '@portal/schema/rules/services';
import { describe, expect, it } from 'vitest';
import { ownerRightsWith, postGraphQL, SESSION, useOwnerStack } from '../../testing/fake-legacy.ts';

const stack = useOwnerStack();

const RIGHTS = ['canShowAnnuaireServices', 'dossier_cder'];
const CALLBACK = 'POST /api/annuaire-services/srv-paie/rappel';

const contact = (codeAgent: string, fonction: string) => ({
  codeAgent,
  prenom: 'Hélène',
  nom: 'Vasseur',
  fonction,
  nomAgence: null,
  telephone: null,
  mail: null,
  mission: null,
  sexe: 'F',
  droitImage: false,
  photo: null,
});

function answers(modules: string[], fonctions: string[]) {
  // The user-wide right comes with the rights call, the file's module with the file's modules.
  stack.legacy.routes['GET /api/droits'] = () => {
    const body = ownerRightsWith(modules)().body as { mesDroits: { utilisateur: string[] } };
    body.mesDroits.utilisateur = modules.filter((m) => m === 'canShowAnnuaireServices');
    return { body };
  };
  stack.legacy.routes['GET /api/annuaire-services'] = () => ({
    body: [
      {
        _id: 'srv-paie',
        slug: 'paie',
        titre: 'Gestion de la paie',
        description: 'Bulletins',
        categories: ['Social'],
        tags: [],
        dateCreation: '2026-08-01T09:00:00.000Z',
        isStarred: true,
        presentation: '<p>P</p>',
        accompagnement: null,
        expertise: null,
        ressources: [
          { type: 'video', idVideo: 'abc123', nom: 'Vidéo', lien: null },
          { type: 'pdf', idVideo: null, nom: 'Plaquette', lien: 'javascript:alert(1)' },
        ],
      },
    ],
  });
  stack.legacy.routes['GET /api/contacts/AGR001'] = () => ({
    body: { site: null, contacts: fonctions.map((f, n) => contact(`AG${n}`, f)) },
  });
  stack.legacy.routes[CALLBACK] = () => ({ body: { status: 'OK' } });
}

const query = `query { dossier(codeDossier: "AGR001") {
  services { id slug isStarred ressources { type lien embedUrl thumbnailUrl } }
  service(slug: "paie") { titre }
  serviceCallbackContact { codeAgent fonction }
} }`;

const ask = () =>
  postGraphQL(
    stack.gateway.app,
    {
      query: `mutation { requestServiceCallback(input: { codeDossier: "AGR001", serviceId: "srv-paie" }) {
        service { id } errors { message } } }`,
    },
    { cookie: SESSION },
  );

const callbacks = () => stack.legacy.calls.filter((c) => `${c.method} ${c.path}` === CALLBACK);

describe('services directory fields', () => {
  it('answers the directory, the videos’ embed and thumbnail, only http links, and the preferred director', async () => {
    answers(RIGHTS, ['Juriste', 'Directeur Commercial', 'Directeur Relation Adhérents']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({
      dossier: {
        services: [
          {
            id: 'srv-paie',
            slug: 'paie',
            isStarred: true,
            ressources: [
              {
                type: 'video',
                lien: null,
                embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
                thumbnailUrl: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
              },
              { type: 'pdf', lien: null, embedUrl: null, thumbnailUrl: null },
            ],
          },
        ],
        service: { titre: 'Gestion de la paie' },
        serviceCallbackContact: { codeAgent: 'AG2', fonction: 'Directeur Relation Adhérents' },
      },
    });
  });

  it('answers no service without the file’s dossier_cder', async () => {
    answers(['canShowAnnuaireServices'], ['Directeur Commercial']);
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(json().data).toEqual({ dossier: { services: [], service: null, serviceCallbackContact: null } });
  });
});

describe('requestServiceCallback', () => {
  it('asks the sales director when the file has no members’ relations director', async () => {
    answers(RIGHTS, ['Juriste', 'Directeur Commercial']);
    const { json } = await ask();
    expect(json().data).toEqual({ requestServiceCallback: { service: { id: 'srv-paie' }, errors: [] } });
    expect(callbacks().map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { codeAgent: 'AG1', codeDossier: 'AGR001' },
    ]);
  });

  it('says so, calling nothing, when the file has neither director', async () => {
    answers(RIGHTS, ['Juriste']);
    const { json } = await ask();
    expect(json().data).toEqual({
      requestServiceCallback: { service: null, errors: [{ message: NO_CALLBACK_CONTACT }] },
    });
    expect(callbacks()).toEqual([]);
  });

  it('refuses without the person’s canShowAnnuaireServices before any directory call', async () => {
    answers(['dossier_cder'], ['Directeur Commercial']);
    const { json } = await ask();
    expect(json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.legacy.calls.filter((c) => c.path.startsWith('/api/annuaire-services'))).toEqual([]);
  });
});
