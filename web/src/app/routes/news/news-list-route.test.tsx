import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsListDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './news-list-route.tsx';
import { appointment, event } from '../../../lib/testing/gateway-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function renderList(
  url: string,
  appointments: unknown[],
  events: unknown[] = [],
  permissions = ['page_rdv', 'page_events'],
) {
  const result = {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'u1',
        selectedDossier: {
          __typename: 'Dossier',
          id: 'D001',
          appointments: { __typename: 'AppointmentConnection', nodes: appointments },
          events: { __typename: 'EventConnection', nodes: events },
        },
      },
    },
  };
  return renderRoute({
    path: '/actualites-liste',
    route,
    url,
    mocks: [
      { request: { query: NewsListDocument, variables: { codeDossier: 'D001' } }, result, maxUsageCount: 5 },
    ],
    permissions,
  });
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.querySelector('span')?.firstChild?.textContent);

describe('news list', () => {
  it('shows 4 appointments from the first upcoming one and moves by 2, keeping the window in the address', async () => {
    const appointments = [1, 2, 3, 4, 5].map((n) => appointment(n, false));
    appointments.push(...[6, 7, 8, 9, 10, 11].map((n) => appointment(n, true)));
    const { router } = await renderList('/actualites-liste?type=0', appointments);
    expect(titles()).toEqual(['Rendez-vous 6', 'Rendez-vous 7', 'Rendez-vous 8', 'Rendez-vous 9']);

    await userEvent.click(screen.getByRole('button', { name: 'Voir les rendez-vous passés' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Rendez-vous 4', 'Rendez-vous 5', 'Rendez-vous 6', 'Rendez-vous 7']),
    );
    expect(router.state.location.search).toBe('?type=0&position=3');

    await userEvent.click(screen.getByRole('button', { name: 'Voir les rendez-vous futurs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=0&position=5'));
    // The person taps again once the list has moved, as they see it (the address changes first).
    await waitFor(() =>
      expect(titles()).toEqual(['Rendez-vous 6', 'Rendez-vous 7', 'Rendez-vous 8', 'Rendez-vous 9']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voir les rendez-vous futurs' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Rendez-vous 8', 'Rendez-vous 9', 'Rendez-vous 10', 'Rendez-vous 11']),
    );
    expect(screen.queryByRole('button', { name: 'Voir les rendez-vous futurs' })).toBeNull();
  });

  it('opens at the position the address keeps, as Back from an item finds it', async () => {
    const appointments = [1, 2, 3, 4, 5, 6].map((n) => appointment(n, n > 4));
    await renderList('/actualites-liste?type=0&position=0', appointments);
    await screen.findByText('Rendez-vous 1');
    expect(titles()).toEqual(['Rendez-vous 1', 'Rendez-vous 2', 'Rendez-vous 3', 'Rendez-vous 4']);
  });

  it('offers only the appointments to a file without the events pages', async () => {
    await renderList('/actualites-liste?type=1', [appointment(1, true)], [event(2, true)], ['page_rdv']);
    expect(await screen.findByText('Rendez-vous 1')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Événement 2')).toBeNull();
  });

  it('styles past items apart and tells screen readers they are past', async () => {
    await renderList('/actualites-liste?type=0', [appointment(1, false), appointment(2, true)]);
    const past = screen.getByRole('link', { name: /Rendez-vous 1 \(passé\)/ });
    const upcoming = screen.getByRole('link', { name: /Rendez-vous 2/ });
    expect(past.className).toMatch(/past/);
    expect(upcoming.className).not.toMatch(/past/);
    expect(upcoming.textContent).not.toContain('passé');
    expect(past.getAttribute('href')).toBe('/rendez-vous/1');
  });

  it('switches to the events with the radio buttons', async () => {
    const { settled } = await renderList(
      '/actualites-liste?type=0',
      [appointment(1, true)],
      [event(1, true, { availability: 'COMPLET' }), event(2, true, { availability: 'ANNULE' })],
    );
    expect(screen.getByText('Rendez-vous 1')).toBeInstanceOf(HTMLElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Événements' }));
    await settled();
    expect(screen.getByText('Événement 1')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('radio', { name: 'Événements' })).toHaveProperty('checked', true);
    expect(screen.getByText('COMPLET')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('ANNULÉ')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: /Événement 1/ }).getAttribute('href')).toBe('/event/1');
  });

  it('says so when there is nothing to list', async () => {
    await renderList('/actualites-liste?type=1', [appointment(1, true)], []);
    expect(screen.getByText('Aucun événement')).toBeInstanceOf(HTMLElement);
  });

  it('says so when there is no appointment', async () => {
    await renderList('/actualites-liste?type=0', []);
    expect(screen.getByText('Aucun rendez-vous')).toBeInstanceOf(HTMLElement);
  });
});
