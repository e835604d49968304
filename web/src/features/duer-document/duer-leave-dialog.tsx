import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { LEAVE_QUESTION } from './duer-pages-editor.tsx';

/** Spec 002 §4 (Unsaved flag): leaving a screen with unsaved changes asks first. */
export function DuerLeaveDialog({ dirty }: { dirty: boolean }) {
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
