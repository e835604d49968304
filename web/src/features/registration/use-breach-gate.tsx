import { BREACH_CHECK_FAILED, BREACHED_PASSWORD_WARNING } from '@portal/schema/rules/passwords';
import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import type { BreachVerdict } from './use-breach-check.ts';

/**
 * The breach check before a new password is sent (spec 000 §5): a clean password is sent at once, a breached one
 * opens the warning, whose 'Retour' keeps the form and 'Continuer' sends anyway; a failed check is the form's
 * error (`onFailed`). `guard` is the form's valid submit; `dialog` is rendered by the form.
 */
export function useBreachGate<T extends { pwd: string; external?: boolean }>(
  checkBreach: (password: string) => Promise<BreachVerdict>,
  send: (input: T) => Promise<void>,
  onFailed: (message: string) => void,
): { guard: (input: T) => Promise<void>; dialog: ReactNode } {
  const [breached, setBreached] = useState<T | null>(null);

  async function guard(input: T): Promise<void> {
    // With an external account no password is sent (spec 000 §4): nothing to check.
    if (input.external) {
      await send(input);
      return;
    }
    const verdict = await checkBreach(input.pwd);
    if (verdict === 'failed') onFailed(BREACH_CHECK_FAILED);
    else if (verdict === 'breached') setBreached(input);
    else await send(input);
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
