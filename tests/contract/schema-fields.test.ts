import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING } from './operations.ts';
import { startGateway } from './support.ts';

interface DossierData {
  codeDossier: string;
  codeEntite: string;
  idRole: number | null;
  estFavoris: boolean;
  statut: string;
  permissions: string[];
  keyFigures: { id: string }[];
  appointments: { id: string; upcoming: boolean }[];
  nextAppointment: { id: string; upcoming: boolean } | null;
  events: { id: string; upcoming: boolean; iconUrl: string }[];
  nextEvent: { id: string; upcoming: boolean } | null;
}

interface Everything {
  theme: { code: string; platformName: string; chartColors: string[] };
  viewer: {
    id: string;
    login: string;
    typeUtilisateur: string;
    isCollaborateur: boolean;
    fonctionsUtilisateur: string[];
    droitsUtilisateur: string[];
    user: { nom: string; prenom: string; preferences: { sendMailWhenNotify: boolean } };
    dossiers: { codeDossier: string; idRole: number | null; estFavoris: boolean; statut: string }[];
    selectedDossier: DossierData | null;
    pendingInvitationCount: number;
    homeSections: { id: string; imageUrl: string }[];
    notifications: { id: string; imageUrl: string }[];
    unreadNotificationCount: number;
    tourInProgress: { code: string; etapes: string } | null;
  } | null;
}

let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway.close();
});

async function everything(login: string, codeDossier?: string) {
  const cookie = await gateway.signIn(login);
  const { body } = await gateway.graphql<Everything>(EVERYTHING, { codeDossier }, cookie);
  expect(body.errors).toBeUndefined();
  const viewer = body.data?.viewer;
  if (!viewer) throw new Error(`no viewer for ${login}`);
  return { theme: body.data?.theme, viewer, cookie };
}

function expectDossierDataConsistent(dossier: DossierData) {
  expect(dossier.appointments.every((a) => a.id.startsWith(`${dossier.codeDossier}:`))).toBe(true);
  expect(dossier.nextAppointment?.id ?? null).toBe(dossier.appointments.find((a) => a.upcoming)?.id ?? null);
  expect(dossier.nextEvent?.id ?? null).toBe(dossier.events.find((e) => e.upcoming)?.id ?? null);
  expect(dossier.events.every((e) => e.iconUrl.startsWith('/fichiers/events/'))).toBe(true);
}

describe('every schema field resolves against the emulator', () => {
  it('answers a null viewer and the public theme to a signed-out visitor', async () => {
    const { body } = await gateway.graphql<Everything>(EVERYTHING);
    expect(body.errors).toBeUndefined();
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
    expect(viewer.dossiers.map((d) => [d.codeDossier, d.idRole]).sort()).toEqual([
      ['ACS003', 2],
      ['AGR001', 1],
      ['VIT002', 1],
    ]);
    const selected = viewer.selectedDossier;
    expect(selected).toMatchObject({ codeDossier: 'AGR001', estFavoris: true });
    if (!selected) return;
    expect(selected.permissions).toEqual(expect.arrayContaining(['oic', 'page_rdv']));
    expect(selected.keyFigures.length).toBeGreaterThan(0);
    expect(selected.appointments.length).toBeGreaterThan(0);
    expect(selected.events.length).toBeGreaterThan(0);
    expectDossierDataConsistent(selected);
    expect(viewer.homeSections.length).toBeGreaterThan(0);
    expect(viewer.notifications.length).toBeGreaterThan(0);
    expect(viewer.unreadNotificationCount).toBeGreaterThan(0);
    expect(viewer.tourInProgress?.code).toBe('decouverte-accueil');
    expect(() => JSON.parse(viewer.tourInProgress?.etapes ?? '') as unknown).not.toThrow();
  });

  it('keeps a wanted file the owner has, and refuses one outside their rights', async () => {
    const { viewer, cookie } = await everything('proprietaire@demo.fr', 'VIT002');
    expect(viewer.selectedDossier?.codeDossier).toBe('VIT002');
    const { body } = await gateway.graphql('{ dossier(codeDossier: "PAR004") { codeDossier } }', {}, cookie);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('resolves the shared-access user’s only file with a role other than owner', async () => {
    const { viewer } = await everything('associe@demo.fr');
    expect(viewer.dossiers).toEqual([expect.objectContaining({ codeDossier: 'AGR001', idRole: 2 })]);
    expect(viewer.selectedDossier?.codeDossier).toBe('AGR001');
    expect(viewer.user.preferences.sendMailWhenNotify).toBe(false);
  });

  it('gives the individual client no key figures', async () => {
    const { viewer } = await everything('particulier@demo.fr');
    expect(viewer.selectedDossier).toMatchObject({
      codeDossier: 'PAR004',
      codeEntite: '0016',
      keyFigures: [],
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
    expect(chosen.viewer.dossiers.map((d) => d.codeDossier)).toEqual(
      expect.arrayContaining(['AGR001', 'VIT002', 'ACS003', 'PAR004']),
    );
    expect(chosen.viewer.dossiers.every((d) => d.idRole === null)).toBe(true);

    const { viewer } = await everything('collaborateur', 'AGR001');
    const selected = viewer.selectedDossier;
    expect(selected?.codeDossier).toBe('AGR001');
    if (!selected) return;
    expect(selected.permissions).toEqual(expect.arrayContaining(['administrateur_cder']));
    expect(selected.permissions.length).toBeGreaterThan(3);
    expectDossierDataConsistent(selected);

    const search = await gateway.graphql<{
      viewer: { portfolioSearch: { codeDossier: string; selectionnable: boolean }[] };
    }>(
      '{ viewer { portfolioSearch(term: "AGR") { id codeDossier raisonSociale statut legacyId selectionnable carto } } }',
      {},
      chosen.cookie,
    );
    expect(search.body.errors).toBeUndefined();
    expect(search.body.data?.viewer.portfolioSearch.length).toBeGreaterThan(0);

    const tooShort = await gateway.graphql(
      '{ viewer { portfolioSearch(term: "ag") { id } } }',
      {},
      chosen.cookie,
    );
    expect(tooShort.body.errors?.[0]).toMatchObject({
      message: 'Veuillez saisir 3 caractères minimum.',
      extensions: { code: 'BAD_USER_INPUT', affichable: true },
    });
  });

  it('refuses a resigned file to the collaborator', async () => {
    const cookie = await gateway.signIn('collaborateur');
    const { body } = await gateway.graphql('{ dossier(codeDossier: "DEM005") { codeDossier } }', {}, cookie);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('moves the favourite and answers the refreshed files', async () => {
    const cookie = await gateway.signIn('proprietaire@demo.fr');
    const mutation =
      'mutation ($c: String!) { setFavoriteDossier(codeDossier: $c) { dossiers { codeDossier estFavoris } errors { message } } }';
    const moved = await gateway.graphql<{
      setFavoriteDossier: { dossiers: { codeDossier: string; estFavoris: boolean }[] };
    }>(mutation, { c: 'VIT002' }, cookie);
    expect(moved.body.errors).toBeUndefined();
    expect(
      moved.body.data?.setFavoriteDossier.dossiers.filter((d) => d.estFavoris).map((d) => d.codeDossier),
    ).toEqual(['VIT002']);
    await gateway.graphql(mutation, { c: 'AGR001' }, cookie);
  });

  it('streams the pictures the home data points at', async () => {
    const { viewer, cookie } = await everything('proprietaire@demo.fr');
    const urls = [
      viewer.homeSections[0]?.imageUrl,
      viewer.notifications[0]?.imageUrl,
      viewer.selectedDossier?.events[0]?.iconUrl,
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
    const { body, response } = await gateway.graphql('mutation { signOut { ok } }', {}, cookie);
    expect(body).toEqual({ data: { signOut: { ok: true } } });
    expect(response.headers.get('set-cookie')).toMatch(/^portail_session=;/);
    const after = await gateway.graphql('{ viewer { id } }', {}, cookie);
    expect(after.body).toEqual({ data: { viewer: null } });
  });
});
