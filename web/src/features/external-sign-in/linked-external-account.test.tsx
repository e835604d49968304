import { EXTERNAL_ACCOUNT_UNKNOWN } from '@portal/schema/rules/external-sign-in';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkedExternalAccount } from './linked-external-account.tsx';

afterEach(cleanup);

const RETOUR = '/inscription//inscription.externe@demo.fr';

function renderPanel(account: { email: string | null } | null, url = RETOUR) {
  const onRemove = vi.fn().mockResolvedValue(undefined);
  render(
    <MemoryRouter initialEntries={[url]}>
      <LinkedExternalAccount account={account} retour={RETOUR} onRemove={onRemove} removing={false} />
    </MemoryRouter>,
  );
  return { onRemove };
}

describe('external account of a form', () => {
  it('offers the external sign-in, which returns to the form with the account linked', () => {
    renderPanel(null);
    const link = screen.getByRole('link', { name: 'Se connecter avec Google' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://portail.test');
    expect(target.pathname).toBe('/connexion-externe');
    expect(Object.fromEntries(target.searchParams)).toEqual({ usage: 'liaison', retour: RETOUR });
  });

  it('shows the linked account and removes the link on request', async () => {
    const { onRemove } = renderPanel({ email: 'externe@externe.demo' });
    expect(screen.getByRole('status').textContent).toContain('Compte Google lié : externe@externe.demo');
    expect(screen.queryByRole('link', { name: 'Se connecter avec Google' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le compte Google' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('says in French why the flow came back without an account, and nothing for an unknown outcome', () => {
    renderPanel(null, `${RETOUR}?externe=inconnu`);
    expect(screen.getByRole('alert').textContent).toBe(EXTERNAL_ACCOUNT_UNKNOWN);
    cleanup();
    renderPanel(null, `${RETOUR}?externe=<script>`);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
