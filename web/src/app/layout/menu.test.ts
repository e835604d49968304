import { describe, expect, it } from 'vitest';
import { visibleMenuEntries, type MenuContext } from './menu.ts';

function context(overrides: Partial<MenuContext> & { permissions?: string[] } = {}): MenuContext {
  const { permissions = [], ...rest } = overrides;
  return {
    isCollaborateur: false,
    hasDossier: true,
    droitsUtilisateur: [],
    hasPermission: (name) => permissions.includes(name),
    selectedIdRole: 2,
    ownedEntityCodes: [],
    ...rest,
  };
}

// The spec's menu rules alone, as if every screen's modules were held.
const everyScreenOpens = () => true;

function labels(overrides: Parameters<typeof context>[0] = {}): string[] {
  return visibleMenuEntries(context(overrides), everyScreenOpens).map((entry) => entry.label);
}

describe('side menu', () => {
  it('offers only the screens that exist and that the file can open', () => {
    const owner = context({ permissions: ['page_rdv', 'page_events', 'page_contacts'], selectedIdRole: 1 });
    expect(visibleMenuEntries(owner).map((entry) => entry.label)).toEqual([
      'Accueil',
      'Mes documents',
      'Mes outils',
      'Identifiants partagés',
      'Mes contacts',
      'Actualités',
      'Déconnexion',
    ]);
    expect(
      visibleMenuEntries(context({ isCollaborateur: true, droitsUtilisateur: ['oic'] })).map((e) => e.label),
    ).toEqual([
      'Accueil',
      'Mes documents',
      'Mes outils',
      'One Day - Photos',
      'Retour au portefeuille',
      'Déconnexion',
    ]);
  });

  it('offers Documentations to a file holding non_cder_particulier and dossier_cder', () => {
    const file = (permissions: string[]) => visibleMenuEntries(context({ permissions })).map((e) => e.label);
    expect(file(['non_cder_particulier', 'dossier_cder'])).toContain('Documentations');
    expect(file(['dossier_cder'])).not.toContain('Documentations');
  });

  it('offers Tutoriels with page_tutoriels, and the seven Initial Conseil pages with oic, now that they exist', () => {
    expect(visibleMenuEntries(context({ permissions: ['page_tutoriels'] })).map((e) => e.label)).toContain(
      'Tutoriels',
    );
    const withOic = visibleMenuEntries(context({ droitsUtilisateur: ['oic'], permissions: ['oic'] }));
    const group = withOic.find((entry) => entry.kind === 'group');
    expect(group?.kind === 'group' && group.children).toHaveLength(7);
    expect(visibleMenuEntries(context({ permissions: ['oic'] })).map((e) => e.label)).not.toContain(
      'Initial Conseil',
    );
  });

  it('offers the tools to every viewer of a file (spec 000 §2.4), and not without a file', () => {
    expect(visibleMenuEntries(context()).map((e) => e.label)).toContain('Mes outils');
    expect(visibleMenuEntries(context({ hasDossier: false })).map((e) => e.label)).not.toContain(
      'Mes outils',
    );
  });
});

describe('side menu rules', () => {
  it("shows an individual client's file its contacts in place of its documents (spec 000 §6)", () => {
    expect(labels({ permissions: ['cder_particulier', 'page_contacts'] })).toEqual([
      'Accueil',
      'Mes outils',
      'Mes contacts',
      'One Day - Photos',
      'Déconnexion',
    ]);
  });

  it('shows only the unconditional entries to a client without permissions', () => {
    expect(labels()).toEqual(['Accueil', 'Mes documents', 'Mes outils', 'Déconnexion']);
  });

  it.each([
    ['Mes chiffres', ['non_cder_particulier', 'page_chiffres'], ['page_chiffres']],
    ['Mes contacts', ['page_contacts'], []],
    ['Documentations', ['non_cder_particulier', 'dossier_cder'], ['dossier_cder']],
    ['Tutoriels', ['page_tutoriels'], []],
    ['Ma facturation', ['mod_abo_dossier', 'page_abo_dossier'], ['page_abo_dossier']],
    ['Annuaire des services', ['canShowAnnuaireServices', 'dossier_cder'], ['canShowAnnuaireServices']],
  ])('shows %s with all of %j and not with only %j', (label, enough, partial) => {
    expect(labels({ permissions: enough })).toContain(label);
    expect(labels({ permissions: partial })).not.toContain(label);
  });

  it('shows Actualités with either page_events or page_rdv', () => {
    expect(labels({ permissions: ['page_events'] })).toContain('Actualités');
    expect(labels({ permissions: ['page_rdv'] })).toContain('Actualités');
    expect(labels()).not.toContain('Actualités');
  });

  it('shows Identifiants partagés only to the owner of the selected file', () => {
    expect(labels({ selectedIdRole: 1 })).toContain('Identifiants partagés');
    expect(labels({ selectedIdRole: 3 })).not.toContain('Identifiants partagés');
    expect(labels({ selectedIdRole: null })).not.toContain('Identifiants partagés');
  });

  it('shows the webmail to owners of a file of the longer list of entity codes', () => {
    expect(labels({ ownedEntityCodes: ['0003'] })).toContain('Webmail');
    expect(labels({ ownedEntityCodes: ['0016'] })).toContain('Webmail');
    expect(labels({ ownedEntityCodes: ['0002'] })).not.toContain('Webmail');
  });

  it('shows the Initial Conseil submenu with its seven pages when the rights include oic', () => {
    const entries = visibleMenuEntries(
      context({ hasDossier: false, droitsUtilisateur: ['oic'], selectedIdRole: null }),
      everyScreenOpens,
    );
    const group = entries.find((entry) => entry.kind === 'group');
    expect(group?.label).toBe('Initial Conseil');
    expect(group?.kind === 'group' && group.children.map((c) => c.to)).toEqual([
      '/initial-conseil/presentation',
      '/initial-conseil/engagements',
      '/initial-conseil/soiree-createurs',
      '/initial-conseil/profil',
      '/initial-conseil/e-learnings',
      '/initial-conseil/outils',
      '/initial-conseil/interlocuteurs',
    ]);
    expect(labels()).not.toContain('Initial Conseil');
  });

  it('shows One Day - Photos to collaborators and to cder_particulier or dossier_cder files', () => {
    expect(labels({ isCollaborateur: true })).toContain('One Day - Photos');
    expect(labels({ permissions: ['cder_particulier'] })).toContain('One Day - Photos');
    expect(labels({ permissions: ['dossier_cder'] })).toContain('One Day - Photos');
    expect(labels()).not.toContain('One Day - Photos');
  });

  it('offers collaborators the way back to their portfolio, just before Déconnexion', () => {
    expect(labels({ isCollaborateur: true }).slice(-2)).toEqual(['Retour au portefeuille', 'Déconnexion']);
    expect(labels()).not.toContain('Retour au portefeuille');
  });

  it('shows only Accueil and Déconnexion to a viewer without any file, whatever their user-wide rights', () => {
    // Without a selected file the permissions fall back to the user-wide rights: no file entry may follow them.
    const everything = [
      'non_cder_particulier',
      'page_chiffres',
      'page_contacts',
      'page_events',
      'page_rdv',
      'dossier_cder',
      'cder_particulier',
      'page_tutoriels',
      'mod_abo_dossier',
      'page_abo_dossier',
      'canShowAnnuaireServices',
    ];
    expect(labels({ hasDossier: false, selectedIdRole: null, permissions: everything })).toEqual([
      'Accueil',
      'Déconnexion',
    ]);
  });

  it('keeps, without a file, the entries that need none: Initial Conseil and the collaborator’s portfolio', () => {
    expect(labels({ hasDossier: false, selectedIdRole: null, droitsUtilisateur: ['oic'] })).toEqual([
      'Accueil',
      'Initial Conseil',
      'Déconnexion',
    ]);
    expect(labels({ hasDossier: false, selectedIdRole: null, isCollaborateur: true })).toEqual([
      'Accueil',
      'One Day - Photos',
      'Retour au portefeuille',
      'Déconnexion',
    ]);
  });

  it('keeps the order of the specification', () => {
    const all = labels({
      isCollaborateur: true,
      droitsUtilisateur: ['oic'],
      selectedIdRole: 1,
      ownedEntityCodes: ['0001'],
      permissions: [
        'non_cder_particulier',
        'page_chiffres',
        'page_contacts',
        'page_rdv',
        'dossier_cder',
        'page_tutoriels',
        'mod_abo_dossier',
        'page_abo_dossier',
        'canShowAnnuaireServices',
      ],
    });
    expect(all).toEqual([
      'Accueil',
      'Mes documents',
      'Mes chiffres',
      'Mes outils',
      'Identifiants partagés',
      'Mes contacts',
      'Actualités',
      'Documentations',
      'Tutoriels',
      'Ma facturation',
      'Annuaire des services',
      'Webmail',
      'Initial Conseil',
      'One Day - Photos',
      'Retour au portefeuille',
      'Déconnexion',
    ]);
  });
});
