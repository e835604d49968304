import { describe, expect, it } from 'vitest';
import { firstRefusedHandle, holdsModules, moduleForbiddenPath } from './route-handle.ts';

const holding =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('route module requirements', () => {
  it('lets a route without modules pass', () => {
    expect(holdsModules({ title: 'Accueil' }, holding())).toBe(true);
  });
  it('needs one of the listed modules', () => {
    expect(
      holdsModules({ title: 'Actualités', modules: ['page_rdv', 'page_events'] }, holding('page_events')),
    ).toBe(true);
    expect(holdsModules({ title: 'Actualités', modules: ['page_rdv', 'page_events'] }, holding())).toBe(
      false,
    );
  });
  it('needs all of them when requireAllModules is set', () => {
    const handle = {
      title: 'Mes chiffres',
      modules: ['page_chiffres', 'non_cder_particulier'],
      requireAllModules: true,
    };
    expect(holdsModules(handle, holding('page_chiffres'))).toBe(false);
    expect(holdsModules(handle, holding('page_chiffres', 'non_cder_particulier'))).toBe(true);
  });
  it('names the first refused route of a chain, ignoring routes without a handle', () => {
    const refused = firstRefusedHandle(
      [undefined, { title: 'Mes contacts', modules: ['page_contacts'] }],
      holding(),
    );
    expect(refused?.title).toBe('Mes contacts');
    expect(moduleForbiddenPath(refused!)).toBe('/module-interdit/Mes%20contacts');
  });
});
