import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import styles from './home.module.css';

export const NextAppointmentCard_appointment = graphql(`
  fragment NextAppointmentCard_appointment on Appointment {
    legacyId
    date
    title
    location
    address {
      adresse
      cp
      ville
    }
  }
`);

interface NextAppointmentCardProps {
  appointment: FragmentType<typeof NextAppointmentCard_appointment> | null | undefined;
  /** The appointments could not be loaded: the card says so instead of claiming there are none. */
  failed: boolean;
}

export function NextAppointmentCard({ failed, ...props }: NextAppointmentCardProps) {
  const appointment = getFragmentData(NextAppointmentCard_appointment, props.appointment);
  let body;
  if (failed)
    body = <p className={styles.cardEmpty}>Une erreur est survenue lors du chargement des rendez-vous</p>;
  else if (!appointment) body = <p className={styles.cardEmpty}>Aucun rendez-vous à venir</p>;
  else {
    const place = [
      appointment.location,
      [appointment.address?.adresse, appointment.address?.cp, appointment.address?.ville]
        .filter(Boolean)
        .join(' '),
    ].filter(Boolean);
    body = (
      <Link to={`/rendez-vous/${appointment.legacyId}`} className={styles.cardLink}>
        <span className={styles.cardTitle}>{appointment.title}</span>
        <span>
          Le {formatDate(appointment.date)} à {formatTime(appointment.date)}
        </span>
        {place.length > 0 ? <span>{place.join(', ')}</span> : null}
      </Link>
    );
  }
  return (
    <Card title="Prochain rendez-vous" className={styles.card}>
      {body}
    </Card>
  );
}
