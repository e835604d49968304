import { FIELDS_REQUIRED, PASSWORDS_DIFFER } from '@portal/schema/rules/account';
import { policyMessage } from '@portal/schema/rules/passwords';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordChangeForm } from './password-change-form.tsx';

afterEach(cleanup);

function renderForm(error?: string) {
  const onValid = vi.fn().mockResolvedValue(undefined);
  render(<PasswordChangeForm onValid={onValid} error={error} />);
  return onValid;
}

async function fill(code: string, password: string, confirmation: string) {
  if (code) await userEvent.type(screen.getByLabelText('Code de confirmation'), code);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('the change of password in the account', () => {
  it.each([
    ['', 'Nouveau-Mot2passe', 'Nouveau-Mot2passe', FIELDS_REQUIRED],
    ['123456', 'Nouveau-Mot2passe', 'Nouveau-Mot2passf', PASSWORDS_DIFFER],
    ['123456', 'Court1!', 'Court1!', policyMessage(8)],
    ['123456', 'sansmajuscule1!', 'sansmajuscule1!', policyMessage(8)],
  ])(
    'refuses code %j with %j / %j, saying %j, and sends nothing',
    async (code, password, confirmation, message) => {
      const onValid = renderForm();
      await fill(code, password, confirmation);
      expect(await screen.findByText(message)).toBeInstanceOf(HTMLElement);
      expect(onValid).not.toHaveBeenCalled();
    },
  );

  it('hands a valid password and the code to the breach check and the change', async () => {
    const onValid = renderForm();
    await fill('123456', 'Abcdef1!', 'Abcdef1!');
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { pwd: 'Abcdef1!', confirmation: 'Abcdef1!', securecode: '123456' },
        expect.anything(),
      ),
    );
  });

  it('shows the refusal it is given above the fields', () => {
    renderForm('Le code de confirmation est invalide ou a expiré.');
    expect(screen.getByRole('alert').textContent).toBe('Le code de confirmation est invalide ou a expiré.');
  });
});
