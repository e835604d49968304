import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { NotificationsDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './notifications-route.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function notification(id: string, date: Date) {
  return {
    __typename: 'Notification',
    id,
    date: date.toISOString(),
    message: `Notification ${id}`,
    url: null,
    category: 'documents',
    imageUrl: '/fichiers/notifications/image/documents',
  };
}

function renderNotifications(notifications: ReturnType<typeof notification>[]) {
  return renderRoute({
    path: '/notifications',
    route,
    url: '/notifications',
    mocks: [
      {
        request: { query: NotificationsDocument },
        result: { data: { viewer: { __typename: 'Viewer', id: 'u1', notifications } } },
      },
    ],
  });
}

describe('notifications page', () => {
  it('groups the notifications by period, newest first', async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await renderNotifications([
      notification('recent', new Date(now)),
      notification('old', new Date(now - 70 * day)),
    ]);
    const thisWeek = await screen.findByRole('region', { name: 'Cette semaine' });
    expect(within(thisWeek).getByText('Notification recent')).toBeInstanceOf(HTMLElement);
    const before = screen.getByRole('region', { name: 'Avant ce mois-ci' });
    expect(within(before).getByText('Notification old')).toBeInstanceOf(HTMLElement);
  });

  it('says so when there is no notification', async () => {
    await renderNotifications([]);
    expect(await screen.findByText("Aucune notification pour l'instant")).toBeInstanceOf(HTMLElement);
  });
});
