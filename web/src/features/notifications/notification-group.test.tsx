import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../gql/index.ts';
import { resetReadNotifications } from './read-notifications.ts';
import { NotificationItem_notification } from './notification-item.tsx';
import { NotificationGroup } from './notification-group.tsx';

function notification(
  index: number,
  overrides: { message?: string; url?: string | null; lu?: boolean } = {},
) {
  const data = {
    __typename: 'Notification' as const,
    id: `n${index}`,
    date: '2026-11-24T09:05:00+01:00',
    message: overrides.message ?? `Message ${index}`,
    url: overrides.url ?? null,
    category: 'documents',
    lu: overrides.lu ?? false,
    imageUrl: '/fichiers/notifications/image/documents',
  };
  return { ...makeFragmentData(data, NotificationItem_notification), id: data.id };
}

function renderGroup(notifications: ReturnType<typeof notification>[]) {
  return render(
    <MemoryRouter>
      <NotificationGroup label="Cette semaine" notifications={notifications} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  resetReadNotifications();
});
afterEach(cleanup);

describe('NotificationGroup', () => {
  it('shows 5 notifications, then all of them after Voir plus', async () => {
    renderGroup(Array.from({ length: 7 }, (_, i) => notification(i + 1)));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('offers no Voir plus when 5 notifications or fewer', () => {
    renderGroup(Array.from({ length: 5 }, (_, i) => notification(i + 1)));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('turns the {{ }} part into a portal link or an external link in a new tab', () => {
    renderGroup([
      notification(1, { message: 'Vos {{ actualités }} du mois.', url: '/notifications' }),
      notification(2, { message: 'Lire {{ l’article }} sur le site', url: 'https://example.fr/article' }),
    ]);
    const internal = screen.getByRole('link', { name: 'actualités' });
    expect(internal.getAttribute('href')).toBe('/notifications');
    expect(internal.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: 'l’article' });
    expect(external.getAttribute('href')).toBe('https://example.fr/article');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Vos actualités du mois.');
  });

  it('keeps the text of a link to no screen of the portal, without the link that would bounce home', () => {
    renderGroup([notification(1, { message: 'Votre bilan est {{ disponible }}.', url: '/mes-documents' })]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toContain('Votre bilan est disponible.');
  });

  it('shows the date as DD/MM/YYYY à HHhmm', () => {
    renderGroup([notification(1)]);
    expect(screen.getByText(/\d{2}\/\d{2}\/2026 à \d{2}h\d{2}/)).toBeInstanceOf(HTMLElement);
  });

  it('marks a clicked notification read, on this browser, and remembers it', async () => {
    renderGroup([notification(1), notification(2)]);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.dataset.read).toBe('false');
    expect(within(first!).getByText('Non lue :')).toBeInstanceOf(HTMLElement);

    await userEvent.click(first!);
    expect(first?.dataset.read).toBe('true');
    expect(within(first!).queryByText('Non lue :')).toBeNull();
    expect(second?.dataset.read).toBe('false');
    expect(JSON.parse(window.localStorage.getItem('portal.notificationsLues') ?? '[]')).toEqual(['n1']);

    cleanup();
    resetReadNotifications();
    renderGroup([notification(1)]);
    expect(screen.getByRole('listitem').dataset.read).toBe('true');
  });

  it('shows read what the legacy counts read, without any click here', () => {
    renderGroup([notification(1, { lu: true }), notification(2)]);
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.read)).toEqual(['true', 'false']);
  });
});
