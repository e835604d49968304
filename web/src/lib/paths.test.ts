import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  pathOf,
  canOpen,
  holdsModules,
  holdsRequirement,
  paths,
  registrationLinkOf,
  type ModuleRequirement,
} from './paths.ts';

const holding =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('the paths table', () => {
  it('builds the links of the spec, escaping what goes in a segment', () => {
    expect(paths.newsList.href(1)).toBe('/actualites-liste?type=1');
    expect(paths.newsList.href(0, 4)).toBe('/actualites-liste?type=0&position=4');
    expect(paths.appointment.href('rdv-AGR001-4')).toBe('/rendez-vous/rdv-AGR001-4');
    expect(paths.moduleForbidden.href('Mes contacts')).toBe('/module-interdit/Mes%20contacts');
    expect(paths.selectionDossier.href('event/12')).toBe('/selectionDossier?redirectTo=event%2F12');
    expect(paths.selectionDossier.href()).toBe('/selectionDossier');
  });

  it('needs one of the listed modules, or all of them for an allOf requirement', () => {
    const figures: ModuleRequirement = { allOf: ['page_chiffres', 'non_cder_particulier'] };
    expect(holdsRequirement(figures, holding('page_chiffres'))).toBe(false);
    expect(holdsRequirement(figures, holding('page_chiffres', 'non_cder_particulier'))).toBe(true);
    expect(holdsModules('news', holding('page_events'))).toBe(true);
    expect(holdsModules('news', holding('page_rdv'))).toBe(true);
    expect(holdsModules('news', holding())).toBe(false);
    expect(holdsModules('notifications', holding())).toBe(true);
  });

  it('finds the screen of an address, and none for another site', () => {
    expect(pathOf('/event/70003')).toBe('event');
    expect(pathOf('/actualites-liste?type=1')).toBe('newsList');
    expect(pathOf('/mon-compte')).toBe('account');
    expect(pathOf('/mon-compte/mes-droits')).toBe('myAccess');
    expect(pathOf('/ged/comptabilite/bilans')).toBe('store');
    expect(pathOf('/ged-view/abc')).toBe('gedView');
    expect(pathOf('/documentations')).toBe('documentation');
    expect(pathOf('/documentations/fiscalite/entreprise/tva')).toBe('documentationCategory');
    expect(pathOf('/documentations/ged/DOC-TVA')).toBe('documentationLibrary');
    expect(pathOf('/rgpd')).toBe('rgpd');
    expect(pathOf('/webserie')).toBe('webSeries');
    expect(pathOf('/tutoriels')).toBe('tutorials');
    expect(pathOf('/initial-conseil/engagements')).toBe('initialConseil');
    expect(pathOf('//evil.example/event/1')).toBeNull();
    // A screen's own path is not taken for a tools category, though '/outils/:slug' matches it.
    expect(pathOf('/outils/simulateurs')).toBe('toolCategory');
    expect(pathOf('/outils/rendement')).toBe('yieldMap');
    expect(pathOf('/outils/duer')).toBe('duer');
    expect(pathOf('/outils/duer/12')).toBe('duerHome');
    expect(pathOf('/outils/duer/pages/12')).toBe('duerPages');
    expect(pathOf('/outils/duer/12/page-de-garde')).toBe('duerPageDeGarde');
    expect(pathOf('/outils/duer/12/informations-generales')).toBe('duerInformationsGenerales');
    expect(pathOf('/outils/duer/annexes/12')).toBe('duerAnnexes');
    expect(pathOf('/outils/duer/modules/annexes/5/7?duer=12&categorie=3')).toBe('duerModuleAnnexes');
    expect(pathOf('/outils/duer/12/preambule')).toBe('duerPreambule');
    expect(pathOf('/outils/duer/audit/12/questions/types/99')).toBe('duerAudit');
  });

  it('finds for any address the screen the router would rank first among all the patterns', () => {
    const all = Object.entries(paths).map(([id, entry]) => ({ id, path: entry.pattern }));
    // Each pattern with its parameters filled and its optional parts kept, then the same in capitals, with an
    // encoded first segment and a trailing slash; and addresses no pattern, or only a catch-all, takes.
    const examples = all.map(({ path }) => path.replace(/:[\w-]+\??/g, 'x-1').replace(/\*$/, 'a/b'));
    const addresses = [
      ...examples,
      ...examples.map((address) => address.toUpperCase()),
      ...examples.map((address) =>
        address.replace(
          /^\/([^/]+)/,
          (_, first: string) =>
            `/${encodeURIComponent(first).replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
        ),
      ),
      ...examples.map((address) => `${address}/`),
      '/',
      '/inconnu',
      '/inconnu/12',
      '/%E9v%C3%A9nement',
      '/%zz/1',
    ];
    // '//...' is another site's address (protocol-relative): never a screen, whatever the router would say.
    for (const address of addresses.filter((candidate) => !candidate.startsWith('//'))) {
      expect(pathOf(address), address).toBe(matchRoutes(all, address)?.[0]?.route.id ?? null);
    }
  });

  it('offers a link only to a built screen whose modules the file holds; other sites always', () => {
    expect(canOpen('/event/70003', holding('page_events'))).toBe(true);
    expect(canOpen('/event/70003', holding('mod_events', 'page_rdv'))).toBe(false);
    expect(canOpen('/documentations', holding('page_events'))).toBe(false);
    expect(canOpen('/documentations', holding('non_cder_particulier', 'dossier_cder'))).toBe(true);
    expect(canOpen('/rgpd', holding('non_cder_particulier'))).toBe(false);
    expect(canOpen('/webserie', holding('non_cder_particulier', 'dossier_cder'))).toBe(true);
    expect(canOpen('https://www.terres-conseil.example.fr', holding())).toBe(true);
  });

  it('reads the three registration paths of the spec, with and without a link code', () => {
    const linkOf = (path: string) => {
      const splat = matchPath(paths.registration.pattern, path)?.params['*'];
      return splat === undefined ? null : registrationLinkOf(splat);
    };
    expect(linkOf('/inscription/guid-1/jean@demo.fr')).toEqual({
      codeliaison: 'guid-1',
      email: 'jean@demo.fr',
    });
    expect(linkOf('/inscription//jean@demo.fr')).toEqual({ codeliaison: '', email: 'jean@demo.fr' });
    expect(linkOf('/inscription/jean@demo.fr')).toEqual({ codeliaison: '', email: 'jean@demo.fr' });
    expect(pathOf(paths.registration.href('jean@demo.fr', 'guid-1'))).toBe('registration');
    expect(paths.registration.href('jean@demo.fr')).toBe('/inscription/jean%40demo.fr');
  });
});
