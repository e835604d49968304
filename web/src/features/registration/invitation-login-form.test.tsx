import { EMAILS_DIFFER } from '@portal/schema/rules/registration';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationLoginForm } from './invitation-login-form.tsx';

afterEach(cleanup);

const EMAIL = 'invite@demo.fr';
const GOOD = 'Vendanges-2026';

function renderForm(refused: { field: string | null; message: string }[] = [], external = false) {
  const checkBreach = vi.fn().mockResolvedValue('clean');
  const onSubmit = vi.fn().mockResolvedValue(refused);
  render(
    <InvitationLoginForm
      initial={null}
      checkBreach={checkBreach}
      onSubmit={onSubmit}
      external={external}
      externalSignIn={null}
    />,
  );
  return { checkBreach, onSubmit };
}

async function fill(confirmation: string) {
  await userEvent.type(screen.getByLabelText('Email'), EMAIL);
  await userEvent.type(screen.getByLabelText("Confirmation de l'email"), confirmation);
  await userEvent.type(screen.getByLabelText('Mot de passe'), GOOD);
  await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), GOOD);
  await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
}

describe('invitation sign-up, step 1', () => {
  it('with an external account linked, asks neither e-mail nor password and goes on, unchecked', async () => {
    const { checkBreach, onSubmit } = renderForm([], true);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(checkBreach).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pwd: '', external: true }));
  });

  it('says the e-mails do not match and neither checks nor sends anything', async () => {
    const { checkBreach, onSubmit } = renderForm();
    await fill('autre@demo.fr');
    expect(await screen.findByText(EMAILS_DIFFER)).toBeInstanceOf(HTMLElement);
    expect(checkBreach).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the password for breaches, then sends the login and shows the legacy’s refusal as returned', async () => {
    const { checkBreach, onSubmit } = renderForm([{ field: null, message: 'Cet email est déjà utilisé.' }]);
    await fill(EMAIL);
    expect(await screen.findByText('Cet email est déjà utilisé.')).toBeInstanceOf(HTMLElement);
    expect(checkBreach).toHaveBeenCalledWith(GOOD);
    expect(onSubmit).toHaveBeenCalledWith({
      email: EMAIL,
      emailConfirmation: EMAIL,
      pwd: GOOD,
      confirmation: GOOD,
      external: false,
    });
  });
});
