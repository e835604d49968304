import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { NewsDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './news-route.tsx';
import { appointment, event } from '../../../lib/testing/gateway-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function renderSummary(appointments: unknown, events: unknown, errors?: GraphQLError[]) {
  return renderRoute({
    path: '/actualites',
    route,
    url: '/actualites',
    mocks: [
      {
        request: { query: NewsDocument, variables: { codeDossier: 'D001' } },
        result: {
          data: {
            viewer: {
              __typename: 'Viewer',
              id: 'u1',
              selectedDossier: { __typename: 'Dossier', id: 'D001', appointments, events },
            },
          },
          ...(errors ? { errors } : {}),
        },
      },
    ],
  });
}

describe('news summary', () => {
  it('shows the 2 upcoming appointments and the 2 upcoming events, with links to the lists', async () => {
    await renderSummary(
      [appointment(1, false), appointment(2, true), appointment(3, true), appointment(4, true)],
      [event(1, true), event(2, true), event(3, true)],
    );
    const appointments = await screen.findByRole('region', { name: 'Prochains rendez-vous' });
    expect(within(appointments).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(appointments)
        .getByRole('link', { name: /Rendez-vous 2/ })
        .getAttribute('href'),
    ).toBe('/rendez-vous/2');
    expect(
      within(appointments).getByRole('link', { name: 'Voir tous les rendez-vous' }).getAttribute('href'),
    ).toBe('/actualites-liste?type=0');
    const events = screen.getByRole('region', { name: 'Prochains événements' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(2);
    expect(within(events).getByRole('link', { name: 'Voir tous les événements' }).getAttribute('href')).toBe(
      '/actualites-liste?type=1',
    );
  });

  it('says so when nothing is coming', async () => {
    await renderSummary([appointment(1, false)], []);
    expect(await screen.findByText('Aucun rendez-vous')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Aucun événement')).toBeInstanceOf(HTMLElement);
  });

  it('tells which list failed to load', async () => {
    const { flash } = await renderSummary(
      null,
      [],
      [new GraphQLError('legacy down', { path: ['viewer', 'selectedDossier', 'appointments'] })],
    );
    expect(
      await screen.findByText('Une erreur est survenue lors du chargement des rendez-vous'),
    ).toBeInstanceOf(HTMLElement);
    expect(flash.show).toHaveBeenCalledWith(
      'error',
      'Une erreur est survenue lors du chargement des rendez-vous',
    );
  });
});
