import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';

export const UNSAVED = "Des modifications n'ont pas été enregistrées";
export const LEAVE_QUESTION = 'Voulez-vous quitter la page sans enregistrer les modifications ?';

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
