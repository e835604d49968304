import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { NewsSummaryDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './news-route.tsx';
import { appointment, event } from '../../../lib/testing/gateway-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

// The gateway's page of a list: the summary shows what it answers, as it answers it.
const page = (__typename: string, nodes: unknown[] | null) => (nodes ? { __typename, nodes } : null);

function renderSummary(appointments: unknown[] | null, events: unknown[], errors?: GraphQLError[]) {
  return renderRoute({
    path: '/actualites',
    route,
    url: '/actualites',
    mocks: [
      {
        request: { query: NewsSummaryDocument, variables: { codeDossier: 'D001', first: 2 } },
        result: {
          data: {
            viewer: {
              __typename: 'Viewer',
              id: 'u1',
              selectedDossier: {
                __typename: 'Dossier',
                id: 'D001',
                appointments: page('AppointmentConnection', appointments),
                events: page('EventConnection', events),
              },
            },
          },
          ...(errors ? { errors } : {}),
        },
      },
    ],
  });
}

describe('news summary', () => {
  it('asks the gateway for the 2 upcoming appointments and events, shows them and links to the lists', async () => {
    await renderSummary([appointment(2, true), appointment(3, true)], [event(1, true), event(2, true)]);
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
    await renderSummary([], []);
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
