import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { LOAD_ERRORS } from '../../lib/messages.ts';
import { Card } from '../../ui/card.tsx';
import { DetailList, type Detail } from '../../ui/detail-list.tsx';
import { mapSearchUrl, postalAddress } from './place.ts';

export const AppointmentDetails_appointment = graphql(`
  fragment AppointmentDetails_appointment on Appointment {
    date
    dateFin
    description
    location
    address {
      adresse
      cp
      ville
    }
    typeCommunication
    reason
    participants {
      id
      prenom
      nom
      fonction
    }
  }
`);

interface AppointmentDetailsProps {
  appointment: FragmentType<typeof AppointmentDetails_appointment>;
  /** The participants could not be loaded: their line says so. */
  participantsFailed: boolean;
}

/** Spec 000 §2.3: date, time, place with a map link, participants, description and reason (read-only). */
export function AppointmentDetails({ participantsFailed, ...props }: AppointmentDetailsProps) {
  const appointment = getFragmentData(AppointmentDetails_appointment, props.appointment);
  const address = postalAddress(appointment);
  const participants = appointment.participants ?? [];
  const details: Detail[] = [
    { term: 'Date', value: formatDate(appointment.date) },
    {
      term: 'Heure',
      value: `${formatTime(appointment.date)}${appointment.dateFin ? ` - ${formatTime(appointment.dateFin)}` : ''}`,
    },
    { term: 'Type', value: appointment.typeCommunication },
  ];
  if (appointment.location || address)
    details.push({
      term: 'Lieu',
      value: (
        <>
          {[appointment.location, address].filter(Boolean).join('\n')}
          {address ? (
            <>
              {' '}
              <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                Voir sur la carte<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </>
          ) : null}
        </>
      ),
    });
  details.push(
    {
      term: 'Participants',
      value: participantsFailed ? (
        LOAD_ERRORS.participants
      ) : participants.length === 0 ? (
        'Aucun participant'
      ) : (
        <ul aria-label="Participants">
          {participants.map((p) => (
            <li key={p.id}>
              {p.prenom} {p.nom}
              {p.fonction ? ` (${p.fonction})` : null}
            </li>
          ))}
        </ul>
      ),
    },
    { term: 'Description', value: appointment.description },
    { term: 'Motif', value: appointment.reason || '-' },
  );
  return (
    <Card>
      <DetailList details={details} />
    </Card>
  );
}
