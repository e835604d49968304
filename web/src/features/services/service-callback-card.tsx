import { CALLBACK_FAILED, callbackSent, NO_CALLBACK_CONTACT } from '@portal/schema/rules/services';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import type { RequestServiceCallbackMutation } from '../../gql/graphql.ts';
import { useFlash } from '../../lib/flash.ts';
import { useUserErrorMutation } from '../../lib/use-user-error-mutation.ts';
import { useOfflineSend } from '../../offline/use-offline-send.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardNote } from '../../ui/card.tsx';

export const ServiceCallbackCard_contact = graphql(`
  fragment ServiceCallbackCard_contact on Contact {
    id
    prenom
    nom
    fonction
    telephone
    mail
  }
`);

const RequestServiceCallbackDocument = graphql(`
  mutation RequestServiceCallback($input: RequestServiceCallbackInput!) {
    requestServiceCallback(input: $input) {
      service {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

const errorsOf = (data: RequestServiceCallbackMutation) => data.requestServiceCallback.errors;

/** Spec 001 §4: a callback request is idle, in progress, then contacted. */
type CallbackState = 'idle' | 'inProgress' | 'contacted';

/** Spec 001 §2: the side card with the callback contact and 'Être rappelé'; the flash says when to expect the call. */
export function ServiceCallbackCard(props: {
  codeDossier: string;
  serviceId: string;
  contact: FragmentType<typeof ServiceCallbackCard_contact> | null | undefined;
}) {
  const contact = getFragmentData(ServiceCallbackCard_contact, props.contact);
  const flash = useFlash();
  const link = useOfflineSend(false);
  const [state, setState] = useState<CallbackState>('idle');
  const [request] = useUserErrorMutation(RequestServiceCallbackDocument, {
    errorsOf,
    fallback: CALLBACK_FAILED,
  });
  if (!contact)
    return (
      <Card title="Être rappelé">
        <CardNote>{NO_CALLBACK_CONTACT}</CardNote>
      </Card>
    );
  const name = `${contact.prenom} ${contact.nom}`;
  async function ask() {
    setState('inProgress');
    // A send lost with the link answers that it was not sent (lib/use-user-error-mutation.ts).
    const refused = await request({ input: { codeDossier: props.codeDossier, serviceId: props.serviceId } });
    if (refused[0]) {
      setState('idle');
      flash.show('error', refused.map((e) => e.message).join('\n'));
      return;
    }
    setState('contacted');
    flash.show('success', callbackSent(name));
  }
  return (
    <Card title="Votre contact">
      <p>
        <strong>{name}</strong>
        <br />
        {contact.fonction}
      </p>
      {contact.telephone ? <p>{contact.telephone}</p> : null}
      {contact.mail ? <p>{contact.mail}</p> : null}
      {state === 'contacted' ? (
        <p role="status">Demande de rappel envoyée</p>
      ) : (
        <Button
          onClick={() => void ask()}
          disabled={state === 'inProgress' || !link.online}
          aria-describedby={link.notice ? 'callback-link-notice' : undefined}
        >
          {state === 'inProgress' ? 'Demande en cours…' : 'Être rappelé'}
        </Button>
      )}
      {link.notice ? (
        <p id="callback-link-notice" role="status">
          {link.notice}
        </p>
      ) : null}
    </Card>
  );
}
