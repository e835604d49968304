import { useState, type FormEvent } from 'react';
import { registrationError } from '@portal/schema/rules/event-participants';
import { useFlash } from '../../lib/flash.ts';
import { Button } from '../../ui/button.tsx';
import { ParticipantFieldset } from './participant-fieldset.tsx';
import {
  deleteParticipant,
  initialParticipants,
  newPlaces,
  toSubscriptionInputs,
  type ParticipantDraft,
} from './registration-participants.ts';
import { useSubscribeToEventMutation } from './use-subscribe-to-event-mutation.ts';
import styles from './news.module.css';

export interface Person {
  nom: string;
  prenom: string;
  mail?: string | null;
  tel?: string | null;
}

type SavedSubscriptions = Parameters<typeof initialParticipants>[0];

interface EventRegistrationProps {
  dossier: { id: string; codeDossier: string };
  eventLegacyId: string;
  subscriptions: SavedSubscriptions;
  /** null when the event is unlimited. */
  placesLeft: number | null;
  user: Person;
  onRegistered: () => void;
}

const REGISTERED = 'Votre inscription a bien été transmise';

/**
 * Spec 000 §2.3 and §5: the participants of a 'yes' answer. The user comes first with locked fields; each
 * added participant stays pending until validated; the submit checks the rules before calling the gateway.
 */
export function EventRegistration(props: EventRegistrationProps) {
  const { dossier, eventLegacyId, placesLeft, onRegistered } = props;
  const flash = useFlash();
  const [subscribe, { loading }] = useSubscribeToEventMutation();
  const [participants, setParticipants] = useState(() =>
    initialParticipants(props.subscriptions, props.user),
  );
  const [nextKey, setNextKey] = useState(1);
  const [message, setMessage] = useState<string | null>(null);

  const update = (key: string, change: Partial<ParticipantDraft>) =>
    setParticipants((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function add() {
    setParticipants((list) => [
      ...list,
      {
        key: `new-${nextKey}`,
        legacyId: null,
        nom: '',
        prenom: '',
        email: '',
        tel: '',
        participe: null,
        deleted: false,
        locked: false,
        emailLocked: false,
      },
    ]);
    setNextKey((k) => k + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = registrationError(participants, newPlaces(participants), placesLeft);
    setMessage(error);
    if (error) return;
    const messages = await subscribe(dossier.id, {
      codeDossier: dossier.codeDossier,
      eventLegacyId,
      participants: toSubscriptionInputs(participants),
    });
    if (messages.length > 0) setMessage(messages.join('\n'));
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
      <div className={styles.actions}>
        <Button variant="secondary" onClick={add}>
          Ajouter un participant
        </Button>
      </div>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={loading}>
          Envoyer mon inscription
        </Button>
      </div>
    </form>
  );
}
