import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EventRegistration, type Person } from './event-registration.tsx';
import { useDeclineEventMutation } from './use-decline-event-mutation.ts';
import styles from './news.module.css';

export const EventAnswer_event = graphql(`
  fragment EventAnswer_event on Event {
    legacyId
    registred
    availability
    placesRestantes
    nbInscrits
    subscriptions {
      id
      legacyId
      nom
      prenom
      email
      tel
      participe
      deleted
      estDossierMembre
    }
  }
`);

/** Spec 000 §4: none, then yes (registered) or no (declined); registering is the way to yes. */
type Choice = 'none' | 'registering' | 'yes' | 'no';

const ANSWER_SENT = 'Votre réponse a bien été transmise';

interface EventAnswerProps {
  event: FragmentType<typeof EventAnswer_event>;
  dossier: { id: string; codeDossier: string };
  user: Person;
}

/** The answer of the file to an open event: 'Oui' opens the registration, 'Non' declines. */
export function EventAnswer({ dossier, user, ...props }: EventAnswerProps) {
  const event = getFragmentData(EventAnswer_event, props.event);
  const flash = useFlash();
  const [decline, { loading: declining }] = useDeclineEventMutation();
  const [choice, setChoice] = useState<Choice>(() =>
    event.registred === true ? 'yes' : event.registred === false ? 'no' : 'none',
  );
  const registered = (event.subscriptions ?? []).filter((s) => !s.deleted);

  async function answerNo() {
    const messages = await decline(dossier.codeDossier, event.legacyId);
    if (messages.length > 0) flash.show('error', messages.join('\n'));
    else {
      flash.show('success', ANSWER_SENT);
      setChoice('no');
    }
  }

  const changeMind = (
    <Button variant="secondary" onClick={() => setChoice('none')}>
      Changer d'avis
    </Button>
  );

  if (choice === 'registering')
    return (
      <Card title="Inscription">
        <EventRegistration
          dossier={dossier}
          eventLegacyId={event.legacyId}
          subscriptions={event.subscriptions ?? []}
          placesLeft={event.placesRestantes ?? null}
          user={user}
          onRegistered={() => setChoice('yes')}
        />
        <div className={styles.actions}>{changeMind}</div>
      </Card>
    );

  return (
    <Card title="Votre réponse">
      {choice === 'none' ? (
        <>
          <p>Participerez-vous à cet événement ?</p>
          <div className={styles.actions}>
            <Button onClick={() => setChoice('registering')}>Oui</Button>
            <Button variant="secondary" onClick={() => void answerNo()} disabled={declining}>
              Non
            </Button>
          </div>
        </>
      ) : (
        <>
          {choice === 'yes' ? (
            <>
              <p>Vous participez à cet événement.</p>
              {registered.length > 0 ? (
                <ul aria-label="Participants inscrits">
                  {registered.map((s) => (
                    <li key={s.id}>
                      {s.prenom} {s.nom}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p>Vous ne participez pas à cet événement.</p>
          )}
          <div className={styles.actions}>{changeMind}</div>
        </>
      )}
    </Card>
  );
}
