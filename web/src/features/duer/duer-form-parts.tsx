import { SendButton } from '../../offline/send-button.tsx';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';

/** A select's options for named items (base units, operations, risks): the id as value, the name shown. */
export const namedOptions = (items: readonly { id: string; nom: string }[]) =>
  items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.nom}
    </option>
  ));

/** A DUER form's send button (kept as a draft while offline) and its 'Annuler'. */
export function DuerFormActions(props: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <Actions>
      <SendButton busy={props.busy} kept>
        {props.submit}
      </SendButton>
      <Button variant="secondary" onClick={props.onCancel}>
        Annuler
      </Button>
    </Actions>
  );
}
