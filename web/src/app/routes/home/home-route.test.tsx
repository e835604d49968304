import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { getRedirectTo, setRedirectTo } from '../../../lib/wanted-dossier.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './home-route.tsx';
import { HomeDocument } from '../../../gql/graphql.ts';

const dossier = {
  __typename: 'Dossier',
  id: 'D001',
  codeDossier: 'D001',
  showsKeyFigures: true,
  showsNextAppointment: true,
  showsNextEvent: true,
  keyFigures: [],
  nextAppointment: {
    __typename: 'Appointment',
    id: 'D001-12',
    legacyId: '12',
    date: '2026-12-03T09:30:00+01:00',
    title: 'Bilan annuel',
    location: 'Agence de Reims',
    address: { __typename: 'Address', adresse: '1 rue du Marché', cp: '51100', ville: 'Reims' },
  },
  nextEvent: null,
};

function viewer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Viewer',
    id: 'u1',
    isCollaborateur: false,
    dossiers: [{ __typename: 'Dossier', id: 'D001' }],
    selectedDossier: dossier,
    homeSections: [],
    notifications: [],
    ...overrides,
  };
}

function homeMock(data: unknown, codeDossier: string | null = 'D001', errors?: GraphQLError[]) {
  return {
    request: { query: HomeDocument, variables: { codeDossier } },
    result: { data: data as Record<string, unknown>, ...(errors ? { errors } : {}) },
  };
}

function renderHome(url: string, mock: ReturnType<typeof homeMock>) {
  const codeDossier = mock.request.variables.codeDossier;
  return renderRoute({ path: '/accueil/:codeDossier?/:redirectTo?', route, url, mocks: [mock], codeDossier });
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('home route', () => {
  it('sends a collaborator without a chosen file to the portfolio selection', async () => {
    await renderHome(
      '/accueil',
      homeMock({ viewer: viewer({ isCollaborateur: true, selectedDossier: null }) }, null),
    );
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/selectionDossier');
  });

  it('sends a client without any file to the Aucun dossier page', async () => {
    await renderHome('/accueil', homeMock({ viewer: viewer({ dossiers: [], selectedDossier: null }) }, null));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/aucun-dossier');
  });

  it('follows the redirect target the signed-in middleware remembered, and forgets it', async () => {
    setRedirectTo('event/7');
    await renderHome('/accueil?redirectTo=event/7', homeMock({ viewer: viewer() }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/event/7');
    expect(getRedirectTo()).toBeNull();
  });

  it('stays home when the remembered target is no screen of the portal, and forgets it', async () => {
    setRedirectTo('inconnu/12');
    await renderHome('/accueil', homeMock({ viewer: viewer() }));
    expect(await screen.findByText('Bilan annuel')).toBeInstanceOf(HTMLElement);
    expect(getRedirectTo()).toBeNull();
  });

  it('shows the cards of the file, with French dates and the empty texts', async () => {
    await renderHome('/accueil', homeMock({ viewer: viewer() }));
    expect(await screen.findByText('Bilan annuel')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/^Le 03\/12\/2026 à \d{2}h30$/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Agence de Reims, 1 rue du Marché, 51100 Reims')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: /Bilan annuel/ }).getAttribute('href')).toBe('/rendez-vous/12');
    expect(screen.getByText('Aucun événement à venir')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("Aucune notification pour l'instant")).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Voir plus' }).getAttribute('href')).toBe('/notifications');
  });

  it('leaves out the cards the gateway says the file does not show', async () => {
    const selectedDossier = { ...dossier, showsNextAppointment: false, showsNextEvent: false };
    await renderHome('/accueil', homeMock({ viewer: viewer({ selectedDossier }) }));
    expect(await screen.findByText("Aucune notification pour l'instant")).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Bilan annuel')).toBeNull();
    expect(screen.queryByText('Aucun événement à venir')).toBeNull();
  });

  it('lets a failing card fail alone and says so in the flash', async () => {
    const failure = new GraphQLError('Upstream', { path: ['viewer', 'selectedDossier', 'nextAppointment'] });
    const { flash } = await renderHome(
      '/accueil',
      homeMock({ viewer: viewer({ selectedDossier: { ...dossier, nextAppointment: null } }) }, 'D001', [
        failure,
      ]),
    );
    expect(await screen.findByText('Aucun événement à venir')).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByText('Une erreur est survenue lors du chargement des rendez-vous')).toHaveLength(1);
    await waitFor(() =>
      expect(flash.show).toHaveBeenCalledWith(
        'error',
        'Une erreur est survenue lors du chargement des rendez-vous',
      ),
    );
    expect(vi.mocked(flash.show)).toHaveBeenCalledTimes(1);
  });
});
