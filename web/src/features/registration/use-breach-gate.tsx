import { BREACH_CHECK_FAILED, BREACHED_PASSWORD_WARNING } from '@portal/schema/rules/passwords';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { BreachVerdict } from './use-breach-check.ts';

/**
 * The breach check before a new password is sent (spec 000 §5): a clean password is sent at once, a breached one
 * opens the warning, whose 'Retour' keeps the form and 'Continuer' sends anyway. `guard` answers the failure's
 * message for the form to show; `dialog` is rendered by the form.
 */
export function useBreachGate<T>(
  checkBreach: (password: string) => Promise<BreachVerdict>,
  send: (input: T) => Promise<void>,
): { guard: (input: T, password: string) => Promise<string | undefined>; dialog: ReactNode } {
  const [breached, setBreached] = useState<T | null>(null);

  async function guard(input: T, password: string): Promise<string | undefined> {
    const verdict = await checkBreach(password);
    if (verdict === 'failed') return BREACH_CHECK_FAILED;
    if (verdict === 'breached') setBreached(input);
    else await send(input);
    return undefined;
  }

  const dialog = (
    <Dialog
      open={breached !== null}
      title="Mot de passe compromis"
      onClose={() => setBreached(null)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setBreached(null)}>
            Retour
          </Button>
          <Button
            onClick={() => {
              const input = breached;
              setBreached(null);
              if (input !== null) void send(input);
            }}
          >
            Continuer
          </Button>
        </>
      }
    >
      <p>{BREACHED_PASSWORD_WARNING}</p>
    </Dialog>
  );
  return { guard, dialog };
}
