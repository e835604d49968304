import { LEAVE_QUESTION, UNSAVED } from '@portal/schema/rules/duer';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';

/** Spec 002 §2: the unsaved notice and its save button, inside the caller's form. */
export function UnsavedNotice({ busy }: { busy: boolean }) {
  return (
    <>
      <p role="status">{UNSAVED}</p>
      <SendButton busy={busy}>Enregistrer</SendButton>
    </>
  );
}

/** Spec 002 §4 (Unsaved flag): while `dirty`, leaving the screen asks for confirmation. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveGuard(dirty);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Modifications non enregistrées"
      question={LEAVE_QUESTION}
      yes="Confirmer"
      no="Annuler"
      local
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    />
  );
}
