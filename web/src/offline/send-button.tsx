import { useId, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import styles from './send-button.module.css';
import { useOfflineSend } from './use-offline-send.ts';

interface SendButtonProps {
  children: ReactNode;
  /** A send in progress: the button waits for its answer. */
  busy?: boolean;
  /** The form keeps a draft on the device (use-form-draft.ts), which the notice then tells. */
  kept?: boolean;
  /** The form the button submits, when it stands outside it (a dialog's footer). */
  form?: string;
}

/**
 * The submit button of a form whose send needs the network (issue 23): without a link it is disabled and says
 * why under itself, instead of failing once clicked. Nothing is ever sent by itself when the link comes back.
 */
export function SendButton({ children, busy = false, kept = false, form }: SendButtonProps) {
  const link = useOfflineSend(kept);
  const noticeId = useId();
  return (
    <>
      <Button
        type="submit"
        form={form}
        disabled={busy || !link.online}
        aria-describedby={link.notice ? noticeId : undefined}
      >
        {children}
      </Button>
      {link.notice ? (
        <p id={noticeId} role="status" className={styles.notice}>
          {link.notice}
        </p>
      ) : null}
    </>
  );
}
