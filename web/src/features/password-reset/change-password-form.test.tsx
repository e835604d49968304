import { policyMessage } from '@portal/schema/rules/passwords';
import { RESET_FIELDS_REQUIRED, RESET_PASSWORDS_DIFFER } from '@portal/schema/rules/password-reset';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(cleanup);

async function fill(fields: { pwd?: string; confirmation?: string; codedossier?: string }) {
  if (fields.pwd) await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), fields.pwd);
  if (fields.confirmation)
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), fields.confirmation);
  if (fields.codedossier) await userEvent.type(screen.getByLabelText('Code dossier'), fields.codedossier);
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('change password (reset) form', () => {
  it.each([
    [{ pwd: 'Nouveau-Mdp-2026', confirmation: 'Nouveau-Mdp-2026' }, RESET_FIELDS_REQUIRED],
    [
      { pwd: 'Nouveau-Mdp-2026', confirmation: 'Nouveau-Mdp-2027', codedossier: 'ACS003' },
      RESET_PASSWORDS_DIFFER,
    ],
    [{ pwd: 'Court-2026!', confirmation: 'Court-2026!', codedossier: 'ACS003' }, policyMessage(12)],
  ])('with %j says %s and sends nothing', async (fields, message) => {
    const onSubmit = vi.fn();
    render(<ChangePasswordForm uid="uid-du-lien" onSubmit={onSubmit} />);
    await fill(fields);
    expect(await screen.findByText(message)).toBeInstanceOf(HTMLElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the link’s uid with the form and shows the server’s error as returned', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue([{ field: null, message: 'Ce lien est invalide ou a expiré.' }]);
    render(<ChangePasswordForm uid="uid-du-lien" onSubmit={onSubmit} />);
    await fill({ pwd: 'Nouveau-Mdp-2026', confirmation: 'Nouveau-Mdp-2026', codedossier: 'ACS003' });
    expect(onSubmit).toHaveBeenCalledWith({
      pwd: 'Nouveau-Mdp-2026',
      confirmation: 'Nouveau-Mdp-2026',
      codedossier: 'ACS003',
      uid: 'uid-du-lien',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien est invalide ou a expiré.');
  });
});
