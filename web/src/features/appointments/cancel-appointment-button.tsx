import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFlash } from '../../lib/flash.ts';
import { paths } from '../../lib/paths.ts';
import { withArrivalFlash } from '../../lib/use-arrival-flash.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { useCancelAppointmentMutation } from './use-cancel-appointment-mutation.ts';

const CANCELLED = 'Votre annulation a bien été transmise.';

/**
 * 'Annuler' on a future appointment: asks first, then cancels and goes back to the appointments list, which
 * says it was transmitted (spec 000 §8); a refusal shows in the flash and the detail stays.
 */
export function CancelAppointmentButton({ id }: { id: string }) {
  const navigate = useNavigate();
  const flash = useFlash();
  const [cancel, { loading }] = useCancelAppointmentMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    const errors = await cancel({ id });
    setConfirming(false);
    if (errors.length > 0) flash.show('error', errors.map((e) => e.message).join('\n'));
    else await navigate(paths.newsList.href(0), withArrivalFlash('success', CANCELLED));
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Annuler
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Annuler le rendez-vous"
        question="Voulez-vous vraiment annuler ce rendez-vous ?"
        yes="Oui, annuler le rendez-vous"
        onYes={() => void confirm()}
        onNo={() => setConfirming(false)}
        busy={loading}
      />
    </>
  );
}
