import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ACTION_NEEDS_NETWORK } from '../offline/offline-messages.ts';
import { useOnline } from '../offline/use-online.ts';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

type Props = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** Called on Escape; without it the dialog can only be left through its actions. */
  onClose?: () => void;
};

/** A modal dialog: focus moves into it on open, stays inside while open and returns to the opener on close. */
export function Dialog({ open, title, children, actions, onClose }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  /** The words of the yes button ('Oui, annuler le rendez-vous'). */
  yes: string;
  /** The words of the no button; 'Non' unless the spec names another ('Annuler'). */
  no?: string;
  onYes: () => void;
  onNo: () => void;
  /** While the yes is being carried out: both buttons wait. */
  busy?: boolean;
  /** The yes changes only the screen (abandoning what was typed): it needs no link. */
  local?: boolean;
}

/** A yes-or-no question before an action that cannot be taken back; Escape and 'Non' answer no. */
export function ConfirmDialog({
  open,
  title,
  question,
  yes,
  no = 'Non',
  onYes,
  onNo,
  busy = false,
  local = false,
}: ConfirmDialogProps) {
  const online = useOnline();
  // Issue 23: without a link the yes would fail once clicked; it waits for the link and says so.
  const waiting = !local && !online;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onNo}
      actions={
        <>
          <Button variant="secondary" onClick={onNo} disabled={busy}>
            {no}
          </Button>
          <Button onClick={onYes} disabled={busy || waiting}>
            {yes}
          </Button>
        </>
      }
    >
      <p>{question}</p>
      {waiting ? <p role="status">{ACTION_NEEDS_NETWORK}</p> : null}
    </Dialog>
  );
}

/** A message that the person closes ('Fermer'), such as the success of a request. */
export function NoticeDialog(props: { open: boolean; title: string; message: string; onClose: () => void }) {
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      actions={<Button onClick={props.onClose}>Fermer</Button>}
    >
      <p>{props.message}</p>
    </Dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
