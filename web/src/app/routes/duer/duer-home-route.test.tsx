import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DuerHomeDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './duer-home-route.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function renderWithoutDuer(errors?: GraphQLError[]) {
  return renderRoute({
    path: '/outils/duer/:idDuer',
    route,
    url: '/outils/duer/12',
    permissions: ['tool_duer'],
    mocks: [
      {
        request: { query: DuerHomeDocument, variables: { codeDossier: 'D001', legacyId: '12' } },
        result: {
          data: {
            viewer: {
              __typename: 'Viewer',
              id: 'u1',
              selectedDossier: { __typename: 'Dossier', id: 'D001', duer: null },
            },
          },
          ...(errors ? { errors } : {}),
        },
      },
    ],
  });
}

describe('DUER home without its DUER', () => {
  it('says the DUERs failed to load when the read failed, not that the DUER does not exist', async () => {
    await renderWithoutDuer([
      new GraphQLError('Upstream timeout', { path: ['viewer', 'selectedDossier', 'duer'] }),
    ]);
    expect(await screen.findByText('Une erreur est survenue lors du chargement des DUER')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByText('DUER introuvable')).toBeNull();
  });

  it('says the DUER cannot be found when the file has none of that id', async () => {
    await renderWithoutDuer();
    expect(await screen.findByText('DUER introuvable')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Retour aux DUER' }).getAttribute('href')).toBe('/outils/duer');
  });
});
