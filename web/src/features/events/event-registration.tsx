import { useState, type FormEvent } from 'react';
import { useFlash } from '../../lib/flash.ts';
import { Actions, FormError } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { useDraftedState } from '../../offline/use-form-draft.ts';
import { ParticipantFieldset } from './participant-fieldset.tsx';
import {
  deleteParticipant,
  initialParticipants,
  newParticipant,
  registrationMessage,
  toSubscriptionInputs,
  type ParticipantDraft,
  type Person,
  type SavedSubscription,
} from './registration-participants.ts';
import { useSubscribeToEventMutation } from './use-subscribe-to-event-mutation.ts';
import styles from './events.module.css';

interface EventRegistrationProps {
  /** The event's global id (Event.id). */
  eventId: string;
  subscriptions: readonly SavedSubscription[];
  /** null when the event is unlimited. */
  placesLeft: number | null;
  /** null when a collaborator's file has no contact: every participant is then typed in. */
  respondent: Person | null;
  onRegistered: () => void;
}

const REGISTERED = 'Votre inscription a bien été transmise';

/**
 * Spec 000 §2.3 and §5: the participants of a 'yes' answer. The person answering for the file comes first
 * (a client with locked fields, the file's contact for a collaborator); each
 * added participant stays pending until validated; the submit checks the rules before calling the gateway.
 */
export function EventRegistration(props: EventRegistrationProps) {
  const { eventId, placesLeft, onRegistered } = props;
  const flash = useFlash();
  const [subscribe, { loading }] = useSubscribeToEventMutation();
  // Issue 23: the participants entered where the link drops stay on this device until the registration is sent.
  const {
    value: { participants },
    setValue,
    draft,
  } = useDraftedState(`inscription-evenement:${eventId}`, () => ({
    participants: initialParticipants(props.subscriptions, props.respondent),
    nextKey: 1,
  }));
  const setParticipants = (change: (list: ParticipantDraft[]) => ParticipantDraft[]) =>
    setValue((form) => ({ ...form, participants: change(form.participants) }));
  const [message, setMessage] = useState<string | null>(null);

  const update = (key: string, change: Partial<ParticipantDraft>) =>
    setParticipants((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function add() {
    setValue((form) => ({
      participants: [...form.participants, newParticipant(`new-${form.nextKey}`)],
      nextKey: form.nextKey + 1,
    }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = registrationMessage(participants, props.subscriptions, placesLeft);
    setMessage(error);
    if (error) return;
    const errors = draft.settle(
      await subscribe({ input: { eventId, participants: toSubscriptionInputs(participants) } }),
    );
    if (errors.length > 0) setMessage(errors.map((e) => e.message).join('\n'));
    else {
      flash.show('success', REGISTERED);
      onRegistered();
    }
  }

  const shown = participants.filter((p) => !p.deleted);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {shown.map((participant, i) => (
        <ParticipantFieldset
          key={participant.key}
          legend={`Participant ${i + 1}`}
          participant={participant}
          onValidate={(values) => update(participant.key, { ...values, participe: true })}
          onEmailChange={(email) => update(participant.key, { email })}
          onDelete={() => setParticipants((list) => deleteParticipant(list, participant.key))}
        />
      ))}
      <Actions>
        <Button variant="secondary" onClick={add}>
          Ajouter un participant
        </Button>
      </Actions>
      {message ? <FormError>{message}</FormError> : null}
      <Actions>
        <SendButton busy={loading} kept>
          Envoyer mon inscription
        </SendButton>
      </Actions>
    </form>
  );
}
