import type { ResultOf } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../support/emulator.ts';
import { graphql } from '../testkit/__generated__/index.ts';
import { EverythingDocument } from './operations.ts';
import { startGateway, startOwnEmulator } from './support.ts';

type Viewer = NonNullable<ResultOf<typeof EverythingDocument>['viewer']>;
type DossierData = NonNullable<Viewer['selectedDossier']>;

const DossierCodeDocument = graphql(`
  query DossierCode($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      codeDossier
    }
  }
`);

const DocumentationDocument = graphql(`
  query ContractDocumentation($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      id
      documentations {
        id
        code
        title
        kind
        url
        estSiteInternet
        codeGed
        iconUrl
        categories {
          id
        }
      }
      documentation(codes: ["fiscalite", "fiscalite-entreprise", "fiscalite-tva"]) {
        id
        title
        categories {
          code
          kind
          codeGed
        }
      }
      documentationLibrary(codeGed: "DOC-TVA") {
        id
        title
        gedDispo
        documents(after: "20", search: "") {
          edges {
            cursor
            node {
              id
              name
              url
              taille
              dateModification
            }
          }
          nodes {
            id
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

const CreatorsProgrammeDocument = graphql(`
  query ContractCreatorsProgramme($codeDossier: String!) {
    viewer {
      id
      elearnings {
        id
        title
        description
        url
        iconUrl
      }
      oicContacts {
        id
        codeAgent
      }
      oicSiteInfo {
        adresseL1
      }
    }
    dossier(codeDossier: $codeDossier) {
      id
      tutorials {
        id
        title
        description
        url
        iconUrl
      }
    }
  }
`);

const PortfolioSearchDocument = graphql(`
  query PortfolioSearch($term: String!) {
    viewer {
      portfolioSearch(term: $term) {
        id
        codeDossier
        raisonSociale
        statut
        legacyId
        selectionnable
        carto
      }
    }
  }
`);

const SetFavoriteDossierDocument = graphql(`
  mutation SetFavoriteDossier($codeDossier: String!) {
    setFavoriteDossier(codeDossier: $codeDossier) {
      dossiers {
        codeDossier
        estFavoris
      }
      errors {
        field
        message
      }
    }
  }
`);

const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

const ViewerIdDocument = graphql(`
  query ViewerId {
    viewer {
      id
    }
  }
`);

// The favourite moves and a session closes here: the file has an emulator of its own.
let emulator: RunningEmulator;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url });
});

afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

async function everything(login: string, codeDossier?: string) {
  const cookie = await gateway.signIn(login);
  const { body } = await gateway.graphql(EverythingDocument, { codeDossier }, cookie);
  expect(body.errors).toBeUndefined();
  const viewer = body.data?.viewer;
  if (!viewer) throw new Error(`no viewer for ${login}`);
  return { theme: body.data?.theme, viewer, cookie };
}

function expectDossierDataConsistent(dossier: DossierData) {
  const appointments = dossier.appointments?.nodes ?? [];
  const events = dossier.events?.nodes ?? [];
  expect(appointments.every((a) => a.id.startsWith(`${dossier.codeDossier}:`))).toBe(true);
  expect(dossier.nextAppointment?.id ?? null).toBe(appointments.find((a) => a.upcoming)?.id ?? null);
  expect(dossier.nextEvent?.id ?? null).toBe(events.find((e) => e.upcoming)?.id ?? null);
  expect(events.every((e) => e.iconUrl.startsWith('/fichiers/events/'))).toBe(true);
}

describe('the documentation area against the emulator', () => {
  it('opens the TVA category three levels down and the second page of its library, filtered', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const { body } = await gateway.graphql(DocumentationDocument, { codeDossier: 'AGR001' }, cookie);
    expect(body.errors).toBeUndefined();
    const dossier = body.data?.dossier;
    expect(dossier?.documentations?.map((d) => [d.code, d.kind])).toEqual([
      ['fiscalite', 'categories'],
      ['social', 'categories'],
      ['juridique', 'library'],
      ['rgpd', 'categories'],
      ['webserie', 'categories'],
      ['service-public', 'link'],
    ]);
    expect(dossier?.documentation).toMatchObject({
      title: 'TVA',
      categories: [
        { code: 'guide-tva', kind: 'library', codeGed: 'DOC-TVA' },
        { code: 'impots-gouv', kind: 'link', codeGed: null },
      ],
    });
    // 45 documents: the second page holds the 21st to the 40th, and a third one follows.
    const library = dossier?.documentationLibrary;
    expect(library).toMatchObject({ title: 'Guide de la TVA', gedDispo: true });
    expect(library?.documents?.nodes).toHaveLength(20);
    // Cursors are opaque (issue 46): the page's last one is its end.
    expect(library?.documents?.edges[0]?.cursor).not.toMatch(/^\d+$/);
    expect(library?.documents?.edges[0]?.node.url).toMatch(/^https:\/\/bibliotheque\./);
    expect(library?.documents?.pageInfo).toEqual({
      hasNextPage: true,
      endCursor: library?.documents?.edges.at(-1)?.cursor,
    });
  });
});

describe('tutorials and the creators programme against the emulator', () => {
  it("answers the owner, whose rights include 'oic', the tutorials, the seven e-learnings and the interlocutors", async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const { body } = await gateway.graphql(CreatorsProgrammeDocument, { codeDossier: 'AGR001' }, cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data?.dossier?.tutorials).toHaveLength(4);
    expect(body.data?.viewer?.elearnings).toHaveLength(7);
    expect(body.data?.viewer?.oicContacts?.map((c) => c.codeAgent)).toEqual(['AG102', 'AG103', 'AG104']);
    expect(body.data?.viewer?.oicSiteInfo?.adresseL1).toBe('Pôle Initial Conseil');
  });
});

describe('every schema field resolves against the emulator', () => {
  it('refuses the viewer (UNAUTHENTICATED) and answers the public theme to a signed-out visitor', async () => {
    const { body } = await gateway.graphql(EverythingDocument);
    expect(body.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['viewer'], 'UNAUTHENTICATED']]);
    expect(body.data?.viewer).toBeNull();
    expect(body.data?.theme).toMatchObject({ code: 'terres', platformName: 'Mon Espace Terres Conseil' });
  });

  it('resolves the owner’s profile, files, favourite file and its home data', async () => {
    const { theme, viewer } = await everything('proprietaire@demo.fr');
    expect(theme?.chartColors.length).toBeGreaterThan(0);
    expect(viewer).toMatchObject({
      id: 'proprietaire@demo.fr',
      login: 'proprietaire@demo.fr',
      typeUtilisateur: 'client',
      isCollaborateur: false,
      fonctionsUtilisateur: [],
      user: { nom: 'Morel', prenom: 'Jeanne' },
    });
    expect(viewer.droitsUtilisateur).toEqual(expect.arrayContaining(['oic', 'canShowAnnuaireServices']));
    expect((viewer.dossiers ?? []).map((d) => [d.codeDossier, d.idRole]).sort()).toEqual([
      ['ACS003', 2],
      ['AGR001', 1],
      ['VIT002', 1],
    ]);
    const selected = viewer.selectedDossier;
    expect(selected).toMatchObject({ codeDossier: 'AGR001', estFavoris: true });
    if (!selected) return;
    expect(selected.permissions).toEqual(expect.arrayContaining(['oic', 'page_rdv']));
    expect(selected.keyFigures?.length).toBeGreaterThan(0);
    expect(selected).toMatchObject({
      showsKeyFigures: true,
      showsNextAppointment: true,
      showsNextEvent: true,
      respondent: { nom: 'Morel', mail: 'proprietaire@demo.fr', locked: true },
    });
    expect(selected.events?.nodes.some((e) => e.canAnswer)).toBe(true);
    expect(selected.appointments?.totalCount).toBeGreaterThan(0);
    expect(selected.events?.nodes.length).toBe(selected.events?.totalCount);
    // Opaque cursors, one per event, none holding its event's id in plain text.
    const cursors = selected.events?.edges.map((edge) => edge.cursor) ?? [];
    expect(new Set(cursors).size).toBe(selected.events?.nodes.length);
    selected.events?.nodes.forEach((e, n) => expect(cursors[n]).not.toContain(e.legacyId));
    expect(selected.events?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expectDossierDataConsistent(selected);
    expect(viewer.homeSections?.length).toBeGreaterThan(0);
    expect(viewer.notifications?.length).toBeGreaterThan(0);
    expect(viewer.unreadNotificationCount).toBe((viewer.notifications ?? []).filter((n) => !n.lu).length);
    expect(viewer.unreadNotificationCount).toBeGreaterThan(0);
    expect(viewer.tourInProgress?.code).toBe('decouverte-accueil');
    expect(() => JSON.parse(viewer.tourInProgress?.etapes ?? '') as unknown).not.toThrow();
  });

  it('keeps a wanted file the owner has, and refuses one outside their rights', async () => {
    const { viewer, cookie } = await everything('proprietaire@demo.fr', 'VIT002');
    expect(viewer.selectedDossier?.codeDossier).toBe('VIT002');
    const { body } = await gateway.graphql(DossierCodeDocument, { codeDossier: 'PAR004' }, cookie);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('resolves the shared-access user’s only file with a role other than owner', async () => {
    const { viewer } = await everything('associe@demo.fr');
    expect(viewer.dossiers).toEqual([expect.objectContaining({ codeDossier: 'AGR001', idRole: 2 })]);
    expect(viewer.selectedDossier?.codeDossier).toBe('AGR001');
    expect(viewer.user.preferences.sendMailWhenNotify).toBe(false);
  });

  it('offers no event of a file without page_events, whose event pages it cannot open', async () => {
    const { viewer } = await everything('proprietaire@demo.fr', 'ACS003');
    expect(viewer.selectedDossier?.permissions).toEqual(expect.arrayContaining(['mod_events']));
    expect(viewer.selectedDossier?.permissions).not.toContain('page_events');
    expect(viewer.selectedDossier).toMatchObject({
      events: { nodes: [], totalCount: 0 },
      nextEvent: null,
      showsNextEvent: false,
    });
  });

  it('gives the individual client no key figures', async () => {
    const { viewer } = await everything('particulier@demo.fr');
    expect(viewer.selectedDossier).toMatchObject({
      codeDossier: 'PAR004',
      codeEntite: '0016',
      keyFigures: [],
      showsKeyFigures: false,
    });
    if (viewer.selectedDossier) expectDossierDataConsistent(viewer.selectedDossier);
  });

  it('gives the person without files no selected file', async () => {
    const { viewer } = await everything('sansdossier@demo.fr');
    expect(viewer.dossiers).toEqual([]);
    expect(viewer.selectedDossier).toBeNull();
    expect(viewer.pendingInvitationCount).toBeGreaterThanOrEqual(0);
  });

  it('resolves the collaborator’s portfolio, a chosen file with its rights, and the staff search', async () => {
    const chosen = await everything('collaborateur');
    expect(chosen.viewer).toMatchObject({
      isCollaborateur: true,
      typeUtilisateur: 'collab',
      selectedDossier: null,
    });
    expect(chosen.viewer.fonctionsUtilisateur).toEqual(['CE']);
    expect((chosen.viewer.dossiers ?? []).map((d) => d.codeDossier)).toEqual(
      expect.arrayContaining(['AGR001', 'VIT002', 'ACS003', 'PAR004']),
    );
    expect(chosen.viewer.dossiers?.every((d) => d.idRole === null)).toBe(true);

    const { viewer } = await everything('collaborateur', 'AGR001');
    const selected = viewer.selectedDossier;
    expect(selected?.codeDossier).toBe('AGR001');
    if (!selected) return;
    expect(selected.permissions).toEqual(expect.arrayContaining(['administrateur_cder']));
    // staff answer for the client: the file's owner, not the collaborator
    expect(selected.respondent).toMatchObject({ nom: 'Morel', mail: 'proprietaire@demo.fr', locked: false });
    expect(selected.permissions?.length).toBeGreaterThan(3);
    expectDossierDataConsistent(selected);

    const search = await gateway.graphql(PortfolioSearchDocument, { term: 'AGR' }, chosen.cookie);
    expect(search.body.errors).toBeUndefined();
    expect(search.body.data?.viewer?.portfolioSearch.length).toBeGreaterThan(0);

    const tooShort = await gateway.graphql(PortfolioSearchDocument, { term: 'ag' }, chosen.cookie);
    expect(tooShort.body.errors?.[0]).toMatchObject({
      message: 'Veuillez saisir 3 caractères minimum.',
      extensions: { code: 'BAD_USER_INPUT', affichable: true },
    });
  });

  it('refuses a resigned file to the collaborator', async () => {
    const cookie = await gateway.signIn('collaborateur');
    const { body } = await gateway.graphql(DossierCodeDocument, { codeDossier: 'DEM005' }, cookie);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('moves the favourite and answers the refreshed files', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const moved = await gateway.graphql(SetFavoriteDossierDocument, { codeDossier: 'VIT002' }, cookie);
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data?.setFavoriteDossier.errors).toEqual([]);
    expect(
      moved.body.data?.setFavoriteDossier.dossiers.filter((d) => d.estFavoris).map((d) => d.codeDossier),
    ).toEqual(['VIT002']);
    const { viewer } = await everything('proprietaire@demo.fr');
    expect(viewer.selectedDossier?.codeDossier).toBe('VIT002');
    await gateway.graphql(SetFavoriteDossierDocument, { codeDossier: 'AGR001' }, cookie);
  });

  it('streams the pictures the home data points at', async () => {
    const { viewer, cookie } = await everything('proprietaire@demo.fr');
    const urls = [
      viewer.homeSections?.[0]?.imageUrl,
      viewer.notifications?.[0]?.imageUrl,
      viewer.selectedDossier?.events?.nodes[0]?.iconUrl,
    ];
    for (const url of urls) {
      const response = await fetch(`${gateway.url}${url ?? ''}`, { headers: { cookie } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\//);
      await response.arrayBuffer();
    }
  });

  it('signs out: the cookie is cleared and the legacy session closed', async () => {
    const cookie = await gateway.signIn('associe@demo.fr');
    const { body, response } = await gateway.graphql(SignOutDocument, {}, cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ signOut: { ok: true } });
    expect(response.headers.get('set-cookie')).toMatch(/^portail_session=;/);
    // The registry of devices forgot the session (issue 47): its cookie, sent again, is no session at all.
    const after = await gateway.graphql(ViewerIdDocument, {}, cookie);
    expect(after.response.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
