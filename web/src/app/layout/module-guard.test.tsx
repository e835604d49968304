import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../../lib/session.ts';
import { ModuleGuard } from './module-guard.tsx';

afterEach(cleanup);

function sessionWith(permissions: string[]): Session {
  return {
    viewerId: '1',
    login: 'marie@example.fr',
    isCollaborateur: false,
    fonctionsUtilisateur: [],
    selectedDossier: {
      codeDossier: 'D001',
      raisonSociale: 'EARL Dupont',
      codeEntite: '0001',
      idRole: 1,
      permissions,
    },
    hasPermission: (name) => permissions.includes(name),
    selectDossier: () => undefined,
  };
}

function ForbiddenPage() {
  return <p>Module interdit : {useParams().page}</p>;
}

function renderAt(path: string, permissions: string[]) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionContext.Provider value={sessionWith(permissions)}>
            <ModuleGuard>
              <Outlet />
            </ModuleGuard>
          </SessionContext.Provider>
        ),
        children: [
          { path: '/event/:id', handle: { path: 'event' }, element: <p>Événement</p> },
          { path: '/actualites', handle: { path: 'news' }, element: <p>Actualités</p> },
        ],
      },
      { path: '/module-interdit/:page', element: <ForbiddenPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('module guard', () => {
  it('shows the page when the selected file holds one of its modules', async () => {
    renderAt('/actualites', ['page_rdv']);
    expect(await screen.findByText('Actualités')).toBeInstanceOf(HTMLElement);
  });

  it('sends the user to module-interdit with the page title when the module is missing', async () => {
    renderAt('/event/70003', ['mod_events', 'page_rdv']);
    expect(await screen.findByText('Module interdit : Événement')).toBeInstanceOf(HTMLElement);
  });
});
