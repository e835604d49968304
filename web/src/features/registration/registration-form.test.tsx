import {
  BREACH_CHECK_FAILED,
  BREACHED_PASSWORD_WARNING,
  EMPTY_PASSWORD,
  policyMessage,
} from '@portal/schema/rules/passwords';
import { FIELDS_INCOMPLETE, PASSWORDS_DIFFER, TERMS_REQUIRED } from '@portal/schema/rules/registration';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from './registration-form.tsx';
import type { BreachVerdict } from './use-breach-check.ts';

afterEach(cleanup);

const GOOD = 'Vendanges-2026';

interface Fields {
  pwd?: string;
  confirmation?: string;
  codedossier?: string;
  cgu?: boolean;
}

function renderForm(
  verdict: BreachVerdict = 'clean',
  refused: { field: string | null; message: string }[] = [],
  external = false,
) {
  const checkBreach = vi.fn().mockResolvedValue(verdict);
  const onSubmit = vi.fn().mockResolvedValue(refused);
  render(
    <RegistrationForm
      email="inscription@demo.fr"
      codeliaison="guid-1"
      checkBreach={checkBreach}
      onSubmit={onSubmit}
      external={external}
      externalSignIn={null}
    />,
  );
  return { checkBreach, onSubmit };
}

async function fill({ pwd, confirmation, codedossier, cgu = true }: Fields) {
  if (pwd) await userEvent.type(screen.getByLabelText('Mot de passe'), pwd);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), confirmation);
  if (codedossier) await userEvent.type(screen.getByLabelText('Code dossier'), codedossier);
  if (cgu) await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('registration form', () => {
  it('with an external account linked, hides the passwords and sends none, unchecked', async () => {
    const { checkBreach, onSubmit } = renderForm('clean', [], true);
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    await fill({ codedossier: 'VIT002' });
    expect(checkBreach).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ pwd: '', confirmation: '', codedossier: 'VIT002', external: true }),
    );
  });

  it.each([
    [{ pwd: GOOD, confirmation: GOOD, codedossier: 'VIT002', cgu: false }, TERMS_REQUIRED],
    [{ pwd: GOOD, confirmation: GOOD }, FIELDS_INCOMPLETE],
    [{ codedossier: 'VIT002' }, EMPTY_PASSWORD],
    [{ pwd: GOOD, confirmation: 'Vendanges-2027', codedossier: 'VIT002' }, PASSWORDS_DIFFER],
    [{ pwd: 'vendanges', confirmation: 'vendanges', codedossier: 'VIT002' }, policyMessage(8)],
  ])('with %j says “%s” and neither checks nor sends anything', async (fields, message) => {
    const { checkBreach, onSubmit } = renderForm();
    await fill(fields);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(message);
    expect(checkBreach).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the password’s strength as it is typed', async () => {
    renderForm();
    const field = screen.getByLabelText('Mot de passe');
    await userEvent.type(field, 'abc');
    expect(screen.getByText('Sécurité du mot de passe : faible')).toBeInstanceOf(HTMLElement);
    await userEvent.type(field, 'DEF1');
    expect(screen.getByText('Sécurité du mot de passe : moyenne')).toBeInstanceOf(HTMLElement);
    await userEvent.type(field, '!');
    expect(screen.getByText('Sécurité du mot de passe : forte')).toBeInstanceOf(HTMLElement);
  });

  it('sends the prefilled e-mail and link code with the form once the password is not breached', async () => {
    const { checkBreach, onSubmit } = renderForm();
    await fill({ pwd: GOOD, confirmation: GOOD, codedossier: 'VIT002' });
    expect(checkBreach).toHaveBeenCalledWith(GOOD);
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'inscription@demo.fr',
      pwd: GOOD,
      confirmation: GOOD,
      codeliaison: 'guid-1',
      codedossier: 'VIT002',
      cgu: true,
      external: false,
    });
  });

  it('warns of a breached password: Retour keeps the form unsent, Continuer sends it', async () => {
    const { onSubmit } = renderForm('breached');
    await fill({ pwd: GOOD, confirmation: GOOD, codedossier: 'VIT002' });
    expect(screen.getByRole('dialog').textContent).toContain(BREACHED_PASSWORD_WARNING);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Code dossier').value).toBe('VIT002');

    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says the check failed and sends nothing when the breach service cannot be asked', async () => {
    const { onSubmit } = renderForm('failed');
    await fill({ pwd: GOOD, confirmation: GOOD, codedossier: 'VIT002' });
    expect(await screen.findByText(BREACH_CHECK_FAILED)).toBeInstanceOf(HTMLElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a link code not found under its field, as the gateway returns it', async () => {
    renderForm('clean', [{ field: 'input.codeliaison', message: 'Code liaison introuvable.' }]);
    await fill({ pwd: GOOD, confirmation: GOOD, codedossier: 'VIT002' });
    expect(await screen.findByText('Code liaison introuvable.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Code liaison').getAttribute('aria-invalid')).toBe('true');
  });
});
