import {
  CODE_SENT_MAIL,
  PASSWORD_CHANGE_REDIRECT_SECONDS,
  PASSWORD_CHANGED,
  type PasswordChangeInput,
} from '@portal/schema/rules/account';
import { useEffect, useRef, useState } from 'react';
import { PasswordChangeForm, useChangePassword } from '../../../features/account/password-change-form.tsx';
import { useSendPasswordChangeCode } from '../../../features/account/use-confirmation-code.ts';
import { useBreachCheck } from '../../../features/registration/use-breach-check.ts';
import { useBreachGate } from '../../../features/registration/use-breach-gate.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { useSignOutMutation } from '../../layout/use-sign-out-mutation.ts';

/** The code of the change goes out when the page opens (spec 000 §2.3), and again on demand. */
function useCodeOnOpen(): { notice: string | null; resend: () => void } {
  const sendCode = useSendPasswordChangeCode();
  const [notice, setNotice] = useState<string | null>(null);
  const sent = useRef(false);
  const send = () =>
    void sendCode().then((errors) =>
      setNotice(errors[0] ? errors.map((e) => e.message).join(' ') : CODE_SENT_MAIL),
    );
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send();
  });
  return { notice, resend: send };
}

/**
 * Change of password (spec 000 §2.3, §4, §5): the breach check first, with its confirmation (the registration's
 * shared gate), then the change; once changed, the person signs in again after 5 s.
 */
export function Component() {
  const { notice, resend } = useCodeOnOpen();
  const change = useChangePassword();
  const checkBreach = useBreachCheck();
  const { signOut } = useSignOutMutation();
  const { left, start } = useCountdown(() => void signOut());
  const [error, setError] = useState<string>();
  const { guard, dialog } = useBreachGate<PasswordChangeInput>(
    checkBreach,
    async (input) => {
      const refused = await change(input);
      if (refused[0]) setError(refused.map((e) => e.message).join(' '));
      else start(PASSWORD_CHANGE_REDIRECT_SECONDS);
    },
    setError,
  );

  return (
    <Stack>
      <PageTitle>{paths.passwordChange.title}</PageTitle>
      {left !== null ? (
        <p role="status">
          {PASSWORD_CHANGED}. Vous allez être redirigé vers la connexion dans {left} s.
        </p>
      ) : (
        <Card>
          {notice ? <p role="status">{notice}</p> : null}
          <PasswordChangeForm
            onValid={async (input) => {
              setError(undefined);
              await guard(input);
            }}
            error={error}
          />
          <Button variant="secondary" onClick={resend}>
            Renvoyer le code
          </Button>
        </Card>
      )}
      {dialog}
    </Stack>
  );
}
