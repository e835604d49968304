import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { useFlash } from '../../lib/flash.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EventRegistration } from './event-registration.tsx';
import { useDeclineEventMutation } from './use-decline-event-mutation.ts';

export const EventAnswer_event = graphql(`
  fragment EventAnswer_event on Event {
    id
    registred
    canAnswer
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

export const EventAnswer_respondent = graphql(`
  fragment EventAnswer_respondent on Respondent {
    nom
    prenom
    mail
    tel
    locked
  }
`);

/** Spec 000 §4: none, then yes (registered) or no (declined); registering is the way to yes. */
type Choice = 'none' | 'registering' | 'yes' | 'no';

const ANSWER_SENT = 'Votre réponse a bien été transmise';

interface EventAnswerProps {
  event: FragmentType<typeof EventAnswer_event>;
  /** Who answers for the file, first participant of a registration; null when a collaborator's file has none. */
  respondent: FragmentType<typeof EventAnswer_respondent> | null | undefined;
}

/**
 * The file's answer to an event that takes one (the gateway's canAnswer): 'Oui' opens the registration, 'Non'
 * declines, 'Changer d'avis' starts again. Nothing for an event that takes no answer.
 */
export function EventAnswer(props: EventAnswerProps) {
  const event = getFragmentData(EventAnswer_event, props.event);
  const respondent = getFragmentData(EventAnswer_respondent, props.respondent) ?? null;
  const flash = useFlash();
  const [decline, { loading: declining }] = useDeclineEventMutation();
  const [choice, setChoice] = useState<Choice>(() =>
    event.registred === true ? 'yes' : event.registred === false ? 'no' : 'none',
  );
  if (!event.canAnswer) return null;
  const registered = (event.subscriptions ?? []).filter((s) => !s.deleted);

  async function answerNo() {
    const errors = await decline({ id: event.id });
    if (errors.length > 0) flash.show('error', errors.map((e) => e.message).join('\n'));
    else {
      flash.show('success', ANSWER_SENT);
      setChoice('no');
    }
  }

  const changeMind = (
    <Actions>
      <Button variant="secondary" onClick={() => setChoice('none')}>
        Changer d'avis
      </Button>
    </Actions>
  );

  if (choice === 'registering')
    return (
      <Card title="Inscription">
        <EventRegistration
          eventId={event.id}
          subscriptions={event.subscriptions ?? []}
          placesLeft={event.placesRestantes ?? null}
          respondent={respondent}
          onRegistered={() => setChoice('yes')}
        />
        {changeMind}
      </Card>
    );

  return (
    <Card title="Votre réponse">
      {choice === 'none' ? (
        <>
          <p>Participerez-vous à cet événement ?</p>
          <Actions>
            <Button onClick={() => setChoice('registering')}>Oui</Button>
            <Button variant="secondary" onClick={() => void answerNo()} disabled={declining}>
              Non
            </Button>
          </Actions>
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
          {changeMind}
        </>
      )}
    </Card>
  );
}
