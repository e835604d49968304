import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form.tsx';

afterEach(cleanup);

describe('sign-in form', () => {
  it('shows the French messages of the sign-in rules and sends nothing when fields are empty', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez saisir votre identifiant.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Identifiant').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed login and shows the messages the server returns', async () => {
    const onSubmit = vi.fn().mockResolvedValue(['Identifiant ou mot de passe incorrect.']);
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Identifiant'), '  marie@example.fr ');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSubmit).toHaveBeenCalledWith({ login: 'marie@example.fr', password: 'secret' });
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiant ou mot de passe incorrect.');
  });
});
