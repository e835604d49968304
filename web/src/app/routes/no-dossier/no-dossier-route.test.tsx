import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { NoDossierDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './no-dossier-route.tsx';

afterEach(cleanup);

function renderNoDossier(dossiers: { __typename: 'Dossier'; id: string }[], pendingInvitationCount: number) {
  return renderRoute({
    path: '/aucun-dossier',
    route,
    url: '/aucun-dossier',
    mocks: [
      {
        request: { query: NoDossierDocument },
        result: {
          data: {
            viewer: { __typename: 'Viewer', id: 'u1', dossiers, pendingInvitationCount },
            theme: { __typename: 'Theme', code: 'terres', supportPhone: '03 26 00 00 00' },
          },
        },
      },
    ],
  });
}

describe('Aucun dossier page', () => {
  it('says the user has no file, mentions the pending invitations and gives the support phone', async () => {
    await renderNoDossier([], 2);
    expect(await screen.findByText("Vous n'avez accès à aucun dossier pour le moment.")).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByText(/Vous avez 2 invitation\(s\) en attente\./)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Voir mes accès' }).getAttribute('href')).toBe(
      '/mon-compte/mes-droits',
    );
    expect(screen.getByRole('link', { name: '03 26 00 00 00' }).getAttribute('href')).toBe('tel:0326000000');
  });

  it('does not mention invitations when there are none', async () => {
    await renderNoDossier([], 0);
    await screen.findByText("Vous n'avez accès à aucun dossier pour le moment.");
    expect(screen.queryByText(/invitation/)).toBeNull();
  });

  it('sends a user who has files to the home page', async () => {
    await renderNoDossier([{ __typename: 'Dossier', id: 'D001' }], 0);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/accueil');
  });
});
